import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import type { DurationOptionView } from '../../../machines/booking/booking.view';
import { ToggleGroup } from '../../primitives/ToggleGroup';
import { column } from '../../tokens/recipes';

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

const styles = {
  root: (t: Theme) => css`
    ${column(t, 2)}
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

/** The duration choice: chips "1 hour" ... "4 hours", exactly one on (ToggleGroup primitive). */
export function DurationPicker({ value, onChange, options, label = 'Duration', className }: DurationPickerProps) {
  const headingId = useId();
  return (
    <section css={styles.root} className={className} aria-labelledby={headingId}>
      <h3 id={headingId} css={styles.heading}>
        {label}
      </h3>
      <ToggleGroup
        type="single"
        variant="chips"
        size="sm"
        label={label}
        value={String(value)}
        items={options.map((option) => ({ value: String(option.hours), label: option.label }))}
        onValueChange={(next) => onChange(Number(next))}
      />
    </section>
  );
}
