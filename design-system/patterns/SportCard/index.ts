export { SportCard, type SportCardData, type SportCardProps } from './SportCard';
