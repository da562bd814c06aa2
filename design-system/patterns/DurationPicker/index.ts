export { DurationPicker, durationOptions, type DurationPickerProps } from './DurationPicker';
