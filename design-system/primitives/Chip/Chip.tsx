import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { bareList } from '../../tokens/recipes';
import { childIconBox, focusRing, inlineRow } from '../shared.styles';

export interface ChipProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect' | 'children'> {
  /** The chip's text. */
  children: ReactNode;
  /** Whether a toggle chip is on. Only meaningful together with `onSelect`. */
  selected?: boolean;
  /** Makes the chip a toggle button (aria-pressed); called with the state the user asks for. */
  onSelect?: (selected: boolean) => void;
  /** A toggle chip that cannot be pressed right now (stays focusable). */
  disabled?: boolean;
  /** A decorative icon before the text (give it aria-hidden). */
  icon?: ReactNode;
}

export const chipStyles = (t: Theme) => css`
  ${inlineRow(t, 1.5)}
  min-height: ${t.sizes.control.sm};
  padding: 0 ${t.space[3]};
  border: ${t.borderWidths.thin} solid ${t.color.border.default};
  border-radius: ${t.radii.pill};
  background: ${t.color.surface.sunken};
  color: ${t.color.text.primary};
  font-family: ${t.font.family.body};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  line-height: ${t.font.lineHeight.snug};
  white-space: nowrap;
  ${childIconBox(t, 'sm')}
  &[data-overflow] {
    background: ${t.color.surface.base};
    border-style: dashed;
    color: ${t.color.text.secondary};
  }
`;

const toggleStyles = (t: Theme) => css`
  min-height: ${t.sizes.touch};
  padding: 0 ${t.space[4]};
  background: ${t.color.surface.base};
  cursor: pointer;
  transition:
    background-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    border-color ${t.motion.duration.fast} ${t.motion.easing.standard};
  &:hover:not([aria-disabled='true']) {
    border-color: ${t.color.border.strong};
    background: ${t.color.surface.sunken};
  }
  &[data-state='on'] {
    background: ${t.color.action.primary.bg};
    border-color: ${t.color.action.primary.bg};
    color: ${t.color.action.primary.fg};
  }
  &[data-state='on']:hover:not([aria-disabled='true']) {
    background: ${t.color.action.primary.bgHover};
  }
  &[aria-disabled='true'] {
    background: ${t.color.action.disabled.bg};
    border-color: ${t.color.action.disabled.bg};
    color: ${t.color.action.disabled.fg};
    cursor: not-allowed;
  }
  ${focusRing(t, t.space[0.5])}
`;

/**
 * A compact label. With `onSelect` it is a toggle button (aria-pressed, data-state on/off), as in the
 * community board's filter chips; without it, a static label such as a product feature.
 */
export function Chip({ children, selected = false, onSelect, disabled = false, icon, ...rest }: ChipProps) {
  if (onSelect) {
    return (
      <button
        type="button"
        aria-pressed={selected}
        aria-disabled={disabled || undefined}
        data-state={selected ? 'on' : 'off'}
        css={(t) => [chipStyles(t), toggleStyles(t)]}
        onClick={() => {
          if (!disabled) onSelect(!selected);
        }}
        {...rest}
      >
        {icon}
        {children}
      </button>
    );
  }
  return (
    <span css={chipStyles} {...rest}>
      {icon}
      {children}
    </span>
  );
}

export interface ChipListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The labels, in order (e.g. a product's key features). Nothing renders when empty. */
  items: readonly string[];
  /** How many chips to show before the "+N more" chip. */
  max?: number;
  /** Names the list for assistive technology, e.g. "Key features". */
  label?: string;
}

/** At most `max` chips, then one reading "+N more" for the rest. */
export function ChipList({ items, max = 3, label, ...rest }: ChipListProps) {
  if (items.length === 0) return null;
  const shown = items.slice(0, Math.max(0, max));
  const hidden = items.length - shown.length;
  return (
    <ul
      aria-label={label}
      data-count={items.length}
      css={(t) => css`
        display: flex;
        flex-wrap: wrap;
        gap: ${t.space[2]};
        ${bareList}
      `}
      {...rest}
    >
      {shown.map((item, index) => (
        <li key={`${index}-${item}`}>
          <Chip>{item}</Chip>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Chip data-overflow="">{`+${hidden} more`}</Chip>
        </li>
      ) : null}
    </ul>
  );
}
