export * from './AdminUsersScreen';
