export * from './ResendMessageButton';
