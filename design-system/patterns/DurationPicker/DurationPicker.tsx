import type { DurationOptionView } from '../../../machines/booking/booking.view';
import { ChipChoice } from '../ChipChoice';

export interface DurationPickerProps {
  /** The chosen duration in hours. */
  value: number;
  /** Called with the duration (hours) the visitor picks. */
  onChange: (hours: number) => void;
  /** The offered durations, each its hours and its label ('1.5 hours'), from `durationOptionViews`. */
  options: readonly DurationOptionView[];
  /** Heading above the choices. */
  label?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

/** The duration choice: chips "1 hour" ... "4 hours", exactly one on (ToggleGroup primitive). */
export function DurationPicker({ value, onChange, options, label = 'Duration', className }: DurationPickerProps) {
  return (
    <ChipChoice
      label={label}
      className={className}
      size="sm"
      value={String(value)}
      items={options.map((option) => ({ value: String(option.hours), label: option.label }))}
      onValueChange={(next) => onChange(Number(next))}
    />
  );
}
