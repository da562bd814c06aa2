import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { ToggleGroup, type ToggleGroupItem, type ToggleGroupSize } from '../../primitives/ToggleGroup';
import { column } from '../../tokens/recipes';

export interface ChipChoiceProps {
  /** The heading above the chips; also the group's accessible name. */
  label: string;
  /** The choices, in order. */
  items: readonly ToggleGroupItem[];
  /** The chosen item's value, or `''` for none yet. */
  value: string;
  /** Called with the value of the chip the visitor picks. */
  onValueChange: (value: string) => void;
  /** Chip height (`md` meets the 44 px touch target). */
  size?: ToggleGroupSize;
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

/** A headed single choice among chips, exactly one on once chosen: the booking's court and duration. */
export function ChipChoice({ label, items, value, onValueChange, size, className }: ChipChoiceProps) {
  const headingId = useId();
  return (
    <section css={styles.root} className={className} aria-labelledby={headingId}>
      <h3 id={headingId} css={styles.heading}>
        {label}
      </h3>
      <ToggleGroup
        type="single"
        variant="chips"
        size={size}
        label={label}
        value={value}
        items={items}
        onValueChange={onValueChange}
      />
    </section>
  );
}
