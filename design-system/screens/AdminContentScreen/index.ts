export * from './AdminContentScreen';
