export * from './AdminSetPasswordScreen';
