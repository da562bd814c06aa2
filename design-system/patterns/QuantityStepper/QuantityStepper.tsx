import { css, type Theme } from '@emotion/react';
import { Minus, Plus } from 'lucide-react';
import { IconButton } from '../../primitives/IconButton';
import { inlineRow } from '../../primitives/shared.styles';

export const quantityStepperStates = ['idle', 'pending', 'disabled'] as const;
export type QuantityStepperState = (typeof quantityStepperStates)[number];

export interface QuantityStepperProps {
  /** The quantity shown. */
  value: number;
  /** What is counted, for the accessible names: "Decrease quantity of {itemLabel}". */
  itemLabel: string;
  /** A change is waiting to be applied: both buttons are disabled (`data-state="pending"`). */
  pending?: boolean;
  /** Both buttons are disabled. */
  disabled?: boolean;
  /** Minus was pressed (the caller decides what a quantity below 1 means). */
  onDecrease: () => void;
  /** Plus was pressed. */
  onIncrease: () => void;
}

const styles = {
  root: (t: Theme) => css`
    ${inlineRow(t, 1)}
    padding: ${t.space[0.5]};
    border: ${t.borderWidths.thin} solid ${t.color.border.default};
    border-radius: ${t.radii.pill};
    background: ${t.color.surface.base};
    &[data-state='pending'] {
      border-style: dashed;
    }
  `,
  value: (t: Theme) => css`
    min-width: ${t.space[8]};
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    text-align: center;
    color: ${t.color.text.primary};
  `,
  button: (t: Theme) => css`
    border-radius: ${t.radii.round};
  `,
};

/** Minus, the quantity, plus. The value is announced politely as it changes. */
export function QuantityStepper({
  value,
  itemLabel,
  pending = false,
  disabled = false,
  onDecrease,
  onIncrease,
}: QuantityStepperProps) {
  const state: QuantityStepperState = pending ? 'pending' : disabled ? 'disabled' : 'idle';
  const off = pending || disabled;
  return (
    <div
      role="group"
      aria-label={`Quantity of ${itemLabel}`}
      aria-busy={pending || undefined}
      data-state={state}
      css={styles.root}
    >
      <IconButton
        label={`Decrease quantity of ${itemLabel}`}
        icon={<Minus />}
        variant="ghost"
        disabled={off}
        css={styles.button}
        onClick={onDecrease}
      />
      <output aria-live="polite" css={styles.value} data-part="quantity">
        {value}
      </output>
      <IconButton
        label={`Increase quantity of ${itemLabel}`}
        icon={<Plus />}
        variant="ghost"
        disabled={off}
        css={styles.button}
        onClick={onIncrease}
      />
    </div>
  );
}
