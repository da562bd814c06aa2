export * from './CoachingScreen';
