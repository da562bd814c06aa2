export * from './AdminDataState';
