export * from './AboutScreen';
