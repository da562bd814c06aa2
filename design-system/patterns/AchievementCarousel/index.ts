export * from './AchievementCarousel';
