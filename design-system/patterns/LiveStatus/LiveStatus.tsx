import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import { Clock, LayoutGrid } from 'lucide-react';
import { inlineRow, square } from '../../primitives/shared.styles';

export interface LiveStatusProps {
  /** How many courts the line says are open (spec: 4 courts). */
  courts?: number;
  /** The peak hours the line names (spec: 6-9 PM). */
  peak?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

/**
 * The dot's ring grows and fades out, twice when the line appears (under 4 s, within WCAG 2.2.2's five seconds for
 * movement that starts on its own), then the dot rests. Only `transform` and `opacity` change, so the compositor runs
 * it without repainting the page. The endless box-shadow pulse it replaced repainted every frame for as long as the
 * sports page stayed open: a quarter of a CPU core in headless Chromium (0.24 core-s per second, 0.01 at rest).
 */
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70% { transform: scale(3); opacity: 0; }
  100% { transform: scale(3); opacity: 0; }
`;

const styles = {
  root: (t: Theme) => css`
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    padding: ${t.space[2]} ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.status.success.border};
    border-radius: ${t.radii.pill};
    background: ${t.color.status.success.bg};
    color: ${t.color.status.success.fg};
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    & > span {
      ${inlineRow(t, 1.5)}
    }
    & svg {
      ${square(t.sizes.icon.sm)}
    }
  `,
  dot: (t: Theme) => css`
    position: relative;
    display: inline-block;
    ${square(t.space[2])}
    border-radius: ${t.radii.round};
    background: currentColor;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
      background: currentColor;
      opacity: 0;
      animation: ${pulse} calc(${t.motion.duration.slow} * 6) ${t.motion.easing.standard} 2;
      ${t.media.reducedMotion} {
        animation: none;
      }
    }
  `,
};

/** The static live-status line of the sports page: "Live", the number of courts and the peak hours. */
export function LiveStatus({ courts = 4, peak = '6-9 PM', className }: LiveStatusProps) {
  const theme = useTheme();
  return (
    <p css={styles.root(theme)} className={className} data-part="live-status">
      <span>
        <span css={styles.dot(theme)} aria-hidden="true" />
        Live
      </span>
      <span>
        <LayoutGrid aria-hidden="true" />
        {courts} courts
      </span>
      <span>
        <Clock aria-hidden="true" />
        Peak {peak}
      </span>
    </p>
  );
}
