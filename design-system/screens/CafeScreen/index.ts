export { CafeScreen, type CafeHours, type CafeScreenProps } from './CafeScreen';
