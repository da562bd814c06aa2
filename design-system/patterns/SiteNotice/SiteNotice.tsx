import { css, type Theme } from '@emotion/react';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { row, square } from '../../primitives/shared.styles';

/** What the notice is about: the network is down, or a new version of the site is ready. */
export type SiteNoticeTone = 'offline' | 'update';

export interface SiteNoticeProps {
  tone: SiteNoticeTone;
  /** One or two short sentences. */
  message: string;
  /** The notice's main action (Refresh), if any. */
  action?: { label: string; onPress: () => void };
  /** A second, quieter action (Later), if any. */
  dismiss?: { label: string; onPress: () => void };
}

const tones: Record<
  SiteNoticeTone,
  { palette: (t: Theme) => { bg: string; fg: string; border: string }; icon: ReactNode }
> = {
  offline: { palette: (t) => t.color.status.warning, icon: <WifiOff aria-hidden="true" /> },
  update: { palette: (t) => t.color.status.info, icon: <RefreshCw aria-hidden="true" /> },
};

const styles = {
  bar: (tone: SiteNoticeTone) => (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${t.space[2]} ${t.space[4]};
    padding: ${t.space[3]} ${t.space[4]};
    border-block-end: ${t.borderWidths.thin} solid ${tones[tone].palette(t).border};
    background: ${tones[tone].palette(t).bg};
    color: ${tones[tone].palette(t).fg};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
  `,
  message: (t: Theme) => css`
    ${row(t, 2)}
    margin: 0;
    font-weight: ${t.font.weight.medium};
    & > svg {
      flex: none;
      ${square(t.space[5])}
    }
  `,
  actions: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
  `,
};

/**
 * A site-wide notice under the navigation bar: "you are offline" (what still works, what needs a connection) or
 * "a new version is ready" with Refresh and Later. A live region, so screen readers hear it when it appears.
 */
export function SiteNotice({ tone, message, action, dismiss }: SiteNoticeProps) {
  return (
    <div css={styles.bar(tone)} role="status" data-part="site-notice" data-tone={tone}>
      <p css={styles.message}>
        {tones[tone].icon}
        <span>{message}</span>
      </p>
      {(action || dismiss) && (
        <div css={styles.actions}>
          {dismiss && (
            <Button variant="ghost" size="sm" onClick={dismiss.onPress}>
              {dismiss.label}
            </Button>
          )}
          {action && (
            <Button size="sm" onClick={action.onPress}>
              {action.label}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
