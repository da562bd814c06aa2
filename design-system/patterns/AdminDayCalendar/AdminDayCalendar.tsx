import { css, type Theme } from '@emotion/react';
import type { AdminCalendarView } from '../../../machines/admin/adminCalendar.view';
import type { CalendarBlockKind } from '../../../machines/api/adminReports.schema';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface AdminDayCalendarProps {
  /** The day, display-ready (machines/admin/adminCalendar.view.ts `adminCalendarView`). */
  view: AdminCalendarView;
}

/** Colours of the four kinds of block, from the status tones. */
const kindTone: Record<CalendarBlockKind, 'success' | 'warning' | 'info' | 'neutral'> = {
  booking: 'success',
  pending: 'warning',
  hold: 'info',
  coaching: 'neutral',
};

const styles = {
  scroller: (t: Theme) => css`
    overflow-x: auto;
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.base};
    &:focus-visible {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
      outline-offset: ${t.borderWidths.thick};
    }
  `,
  grid: (t: Theme) => css`
    display: grid;
    grid-template-columns: calc(${t.space[24]} * 1.25) 1fr;
    min-width: ${t.sizes.prose};
    margin: 0;
    padding: 0;
    list-style: none;
    font-family: ${t.font.family.body};
  `,
  axis: (t: Theme) => css`
    position: relative;
    height: ${t.space[8]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.xs};
    & > span {
      position: absolute;
      top: ${t.space[2]};
      padding-left: ${t.space[1]};
      border-left: ${t.borderWidths.thin} solid ${t.color.border.default};
    }
  `,
  corner: (t: Theme) => css`
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  `,
  court: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    justify-content: center;
    padding: ${t.space[2]} ${t.space[3]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
    & > strong {
      font-weight: ${t.font.weight.semibold};
    }
    & > span {
      color: ${t.color.text.secondary};
    }
  `,
  track: (t: Theme) => css`
    position: relative;
    min-height: ${t.space[16]};
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    background-image: linear-gradient(
      to right,
      ${t.color.border.subtle} ${t.borderWidths.thin},
      transparent ${t.borderWidths.thin}
    );
    background-size: calc(100% / 8) 100%;
  `,
  block: (t: Theme, tone: 'success' | 'warning' | 'info' | 'neutral') => css`
    position: absolute;
    top: ${t.space[1.5]};
    bottom: ${t.space[1.5]};
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-width: ${t.space[1]};
    padding: 0 ${t.space[1.5]};
    overflow: hidden;
    border: ${t.borderWidths.thin} solid ${t.color.status[tone].border};
    border-left-width: ${t.borderWidths.focus};
    border-radius: ${t.radii.sm};
    background: ${t.color.status[tone].bg};
    color: ${t.color.status[tone].fg};
    font-size: ${t.font.size.xs};
    line-height: ${t.font.lineHeight.snug};
    white-space: nowrap;
    & > strong {
      overflow: hidden;
      text-overflow: ellipsis;
      font-weight: ${t.font.weight.semibold};
    }
    & > span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  `,
  legend: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]} ${t.space[4]};
    margin: ${t.space[3]} 0 0;
    padding: 0;
    list-style: none;
    font-size: ${t.font.size.sm};
    color: ${t.color.text.secondary};
    & > li {
      display: flex;
      align-items: center;
      gap: ${t.space[1.5]};
    }
  `,
  swatch: (t: Theme, tone: 'success' | 'warning' | 'info' | 'neutral') => css`
    width: ${t.space[3]};
    height: ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.status[tone].border};
    border-radius: ${t.radii.sm};
    background: ${t.color.status[tone].bg};
  `,
};

const legend: { kind: CalendarBlockKind; label: string }[] = [
  { kind: 'booking', label: 'Booked' },
  { kind: 'pending', label: 'Pending payment' },
  { kind: 'hold', label: 'Held while paying' },
  { kind: 'coaching', label: 'Coaching' },
];

/**
 * One day of every court against time (a 24-hour axis): bookings, pending bookings, holds and coaching blocks
 * drawn in place. Scrolls sideways when narrower than a tablet; every block is also read as text.
 */
export function AdminDayCalendar({ view }: AdminDayCalendarProps) {
  return (
    <div>
      {/* A labelled, focusable region so it can be scrolled sideways by keyboard on narrow screens. */}
      <div
        css={styles.scroller}
        role="region"
        aria-label={`Courts on ${view.dateLabel}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="day-calendar"
        data-date={view.date}
      >
        <div css={styles.grid}>
          <div css={styles.corner} aria-hidden="true" />
          <div css={styles.axis} aria-hidden="true">
            {view.hours.map((h) => (
              <span key={h.label} style={{ left: `${h.percent}%` }}>
                {h.label}
              </span>
            ))}
          </div>
          {view.rows.map((row) => (
            <div key={row.key} style={{ display: 'contents' }} data-court={row.key}>
              <div css={styles.court}>
                <strong>{row.sport}</strong>
                <span>{row.court}</span>
              </div>
              <ul css={styles.track} aria-label={`${row.sport} ${row.court}`}>
                {row.blocks.length === 0 && (
                  <li>
                    <VisuallyHidden>Free all day</VisuallyHidden>
                  </li>
                )}
                {row.blocks.map((block) => (
                  <li
                    key={block.key}
                    css={(t) => styles.block(t, kindTone[block.kind])}
                    style={{ left: `${block.startPercent}%`, width: `${block.widthPercent}%` }}
                    title={`${block.kindLabel}: ${block.label}, ${block.timeLabel}`}
                    data-kind={block.kind}
                  >
                    <VisuallyHidden>{`${block.kindLabel}, ${block.timeLabel}: `}</VisuallyHidden>
                    <strong>{block.label}</strong>
                    <span aria-hidden="true">{block.timeLabel}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <ul css={styles.legend} aria-label="Legend">
        {legend.map((l) => (
          <li key={l.kind}>
            <span css={(t) => styles.swatch(t, kindTone[l.kind])} aria-hidden="true" />
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
