export * from './AdminLoginScreen';
