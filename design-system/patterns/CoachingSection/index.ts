export * from './CoachingSection';
export * from './sportIcons';
