export * from './AdminMessagesScreen';
export * from './MessagePreview';
