export * from './AcademyScreen';
