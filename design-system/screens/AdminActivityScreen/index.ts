export * from './AdminActivityScreen';
