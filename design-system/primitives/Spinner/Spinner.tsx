import { css, type Theme } from '@emotion/react';
import { Loader2 } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { spin } from './spin';
import { inlineRow, square } from '../shared.styles';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export const spinnerTones = ['accent', 'current', 'inverse'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** What is being waited for; announced politely to screen readers. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** Icon size, from the icon size tokens. */
  size?: SpinnerSize;
  /** Colour: the accent, the surrounding text colour, or inverse for dark surfaces. */
  tone?: SpinnerTone;
}

const iconSize = (t: Theme, size: SpinnerSize) => t.sizes.icon[size];

const toneColor = (t: Theme, tone: SpinnerTone) =>
  tone === 'accent' ? t.color.text.accent : tone === 'inverse' ? t.color.text.inverse : 'currentColor';

const rootStyles = (t: Theme, size: SpinnerSize, tone: SpinnerTone) => css`
  ${inlineRow(t, 2)}
  color: ${toneColor(t, tone)};
  font-size: ${size === 'sm' ? t.font.size.sm : t.font.size.md};
  & > svg {
    flex: none;
    ${square(iconSize(t, size))}
  }
`;

/**
 * A loading indicator with role="status" and a label (visually hidden by default).
 * Under `prefers-reduced-motion` the icon stands still; the label still announces the wait.
 */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  size = 'md',
  tone = 'accent',
  ...rest
}: SpinnerProps) {
  return (
    <span role="status" data-size={size} data-tone={tone} css={(t) => rootStyles(t, size, tone)} {...rest}>
      <Loader2 aria-hidden="true" css={spin} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
