export { FaqScreen, type FaqScreenProps } from './FaqScreen';
