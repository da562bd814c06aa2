export * from './AdminMessagesScreen';
