import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { Stack } from '../../primitives/Stack';
import { ToggleGroup, type ToggleGroupItem, type ToggleGroupSize } from '../../primitives/ToggleGroup';

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

const headingStyles = (t: Theme) => css`
  margin: 0;
  font-family: ${t.font.family.body};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.text.secondary};
`;

/** A headed single choice among chips, exactly one on once chosen: the booking's court and duration. */
export function ChipChoice({ label, className, ...choice }: ChipChoiceProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap={2} className={className} aria-labelledby={headingId}>
      <h3 id={headingId} css={headingStyles}>
        {label}
      </h3>
      <ToggleGroup type="single" variant="chips" label={label} {...choice} />
    </Stack>
  );
}
