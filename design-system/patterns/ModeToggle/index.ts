export { bookingModeOptions, ModeToggle, type ModeToggleProps } from './ModeToggle';
