import { css, useTheme, type Theme } from '@emotion/react';
import { Trash2, X } from 'lucide-react';
import { useId } from 'react';
import type { SessionView } from '../../../machines/booking/booking.view';
import { Button } from '../../primitives/Button';
import { bareList, column } from '../../tokens/recipes';
import { childIcon, ends, inlineCentred, row, square } from '../../primitives/shared.styles';

export interface SessionListProps {
  /** The added sessions, in the order they were added, ready to draw (from `sessionListView`). */
  sessions: readonly SessionView[];
  /** Sum of every session's rate × duration, formatted ('₹1,350'). */
  total: string;
  /** Remove one session by id. */
  onRemove: (id: string) => void;
  /** Empty the list. */
  onClearAll: () => void;
  /** Disables Remove and Clear All (e.g. while a payment runs). */
  disabled?: boolean;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 3)}
    min-width: 0;
  `,
  header: (t: Theme) => css`
    ${ends(t, 2)}
  `,
  heading: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.bold};
  `,
  list: (t: Theme) => css`
    ${column(t, 2)}
    ${bareList}
  `,
  item: (t: Theme) => css`
    ${row(t, 2)}
    padding: ${t.space[2]} ${t.space[2]} ${t.space[2]} ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.status.info.border};
    border-radius: ${t.radii.md};
    background: ${t.color.status.info.bg};
    color: ${t.color.text.primary};
    font-size: ${t.font.size.sm};
    & > div {
      display: flex;
      flex-direction: column;
      flex: 1;
      min-width: 0;
    }
    & strong {
      font-weight: ${t.font.weight.semibold};
    }
    & > [data-part='price'] {
      font-weight: ${t.font.weight.bold};
      white-space: nowrap;
    }
  `,
  remove: (t: Theme) => css`
    ${inlineCentred}
    flex: none;
    ${square(t.sizes.touch)}
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: ${t.color.text.danger};
    cursor: pointer;
    ${childIcon(t, 'md')}
    ${t.media.hover} {
      &:hover:not([aria-disabled='true']) {
        background: ${t.color.status.danger.bg};
      }
    }
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
    }
    &[aria-disabled='true'] {
      color: ${t.color.action.disabled.fg};
      cursor: not-allowed;
    }
  `,
  empty: (t: Theme) => css`
    margin: 0;
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.sm};
  `,
  total: (t: Theme) => css`
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.bold};
  `,
};

/** Multiple mode: the added sessions with Remove each, Clear All, and the combined total. */
export function SessionList({ sessions, total, onRemove, onClearAll, disabled = false, className }: SessionListProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section css={styles.root(theme)} className={className} aria-labelledby={headingId} data-count={sessions.length}>
      <div css={styles.header(theme)}>
        <h4 id={headingId} css={styles.heading(theme)}>
          Your Sessions ({sessions.length})
        </h4>
        {sessions.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" />}
            onClick={onClearAll}
            disabled={disabled}
          >
            Clear All
          </Button>
        )}
      </div>
      {sessions.length === 0 ? (
        <p css={styles.empty(theme)} data-state="empty">
          No sessions added yet. Pick a date, court, time and duration, then press Add Session.
        </p>
      ) : (
        <ul css={styles.list(theme)}>
          {sessions.map((session) => (
            <li key={session.id} css={styles.item(theme)} data-session-id={session.id}>
              <div>
                <strong>{session.date}</strong>
                <span>{session.detail}</span>
              </div>
              <span data-part="price">{session.price}</span>
              <button
                type="button"
                css={styles.remove(theme)}
                aria-label={`Remove ${session.label}`}
                aria-disabled={disabled || undefined}
                onClick={() => {
                  if (!disabled) onRemove(session.id);
                }}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p css={styles.total(theme)} data-part="combined-total">
        <span>Combined total</span>
        <span>{total}</span>
      </p>
    </section>
  );
}
