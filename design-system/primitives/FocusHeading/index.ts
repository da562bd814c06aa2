export { FocusHeading, type FocusHeadingProps } from './FocusHeading';
