export * from './CoachCard';
