import type { BookingMode } from '../../../machines/booking/booking.rules';
import { ToggleGroup } from '../../primitives/ToggleGroup';

/** The two booking modes, in order, with their labels. */
export const bookingModeOptions = [
  { value: 'single', label: 'Single Session' },
  { value: 'multiple', label: 'Multiple Sessions' },
] as const satisfies ReadonlyArray<{ value: BookingMode; label: string }>;

export interface ModeToggleProps {
  /** The current mode. */
  value: BookingMode;
  /** Called with the other mode when it is pressed; pressing the current mode again is ignored (spec §4). */
  onChange: (mode: BookingMode) => void;
  /** Accessible name of the group. */
  label?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

/** Single / multiple sessions, as a segmented ToggleGroup. */
export function ModeToggle({ value, onChange, label = 'Booking mode', className }: ModeToggleProps) {
  return (
    <ToggleGroup
      type="single"
      variant="segmented"
      label={label}
      value={value}
      items={bookingModeOptions}
      fullWidth
      className={className}
      onValueChange={(next) => {
        if (next === 'single' || next === 'multiple') onChange(next);
      }}
    />
  );
}
