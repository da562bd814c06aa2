export * from './ActionRow';
