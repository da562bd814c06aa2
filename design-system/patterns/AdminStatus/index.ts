export * from './AdminStatus';
