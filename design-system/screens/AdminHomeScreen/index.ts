export * from './AdminHomeScreen';
