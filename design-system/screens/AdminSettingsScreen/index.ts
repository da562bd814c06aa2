export * from './AdminSettingsScreen';
