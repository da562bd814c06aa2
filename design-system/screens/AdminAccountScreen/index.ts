export * from './AdminAccountScreen';
