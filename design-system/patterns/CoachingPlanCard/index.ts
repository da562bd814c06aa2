export * from './CoachingPlanCard';
