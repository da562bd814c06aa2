export * from './AdminGearScreen';
