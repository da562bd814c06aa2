export { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen';
