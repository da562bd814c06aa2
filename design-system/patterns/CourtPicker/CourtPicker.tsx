import { ChipChoice } from '../ChipChoice';

export interface CourtPickerProps {
  /** The sport's court numbers, e.g. [1, 2] (futsal has one). */
  courts: readonly number[];
  /** The chosen court, or null. */
  value: number | null;
  /** Called with the court number the visitor picks. */
  onChange: (court: number) => void;
  /** Heading above the choices. */
  label?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

/** The court choice: one chip per court ("Court 1" ... "Court N"), exactly one on (ToggleGroup primitive). */
export function CourtPicker({ courts, value, onChange, label = 'Select Court', className }: CourtPickerProps) {
  return (
    <ChipChoice
      label={label}
      className={className}
      value={value === null ? '' : String(value)}
      items={courts.map((court) => ({ value: String(court), label: `Court ${court}` }))}
      onValueChange={(next) => onChange(Number(next))}
    />
  );
}
