export { DurationPicker, type DurationPickerProps } from './DurationPicker';
