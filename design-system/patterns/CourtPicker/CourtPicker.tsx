import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { ToggleGroup } from '../../primitives/ToggleGroup';
import { column } from '../../tokens/recipes';

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

const styles = {
  root: (t: Theme) => css`
    ${column(t, 2)}
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  `,
  heading: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.text.secondary};
  `,
};

/** The court choice: one chip per court ("Court 1" ... "Court N"), exactly one on (ToggleGroup primitive). */
export function CourtPicker({ courts, value, onChange, label = 'Select Court', className }: CourtPickerProps) {
  const headingId = useId();
  return (
    <section css={styles.root} className={className} aria-labelledby={headingId}>
      <h3 id={headingId} css={styles.heading}>
        {label}
      </h3>
      <ToggleGroup
        type="single"
        variant="chips"
        label={label}
        value={value === null ? '' : String(value)}
        items={courts.map((court) => ({ value: String(court), label: `Court ${court}` }))}
        onValueChange={(next) => onChange(Number(next))}
      />
    </section>
  );
}
