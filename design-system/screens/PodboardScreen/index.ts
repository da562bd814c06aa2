export { PodboardScreen, type PodboardNewsItem, type PodboardScreenProps } from './PodboardScreen';
