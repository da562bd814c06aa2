export { ScreenHeader, screenHeaderElements, type ScreenHeaderElement, type ScreenHeaderProps } from './ScreenHeader';
