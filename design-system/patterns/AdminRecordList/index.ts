export * from './AdminRecordList';
