export * from './AdminSportsScreen';
