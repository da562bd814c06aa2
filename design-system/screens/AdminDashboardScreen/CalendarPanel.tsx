import { css, type Theme } from '@emotion/react';
import type { AdminCalendarView } from '../../../machines/admin/adminCalendar.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { AdminDayCalendar } from '../../patterns/AdminDayCalendar';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { actionsStyles, DateInput, panelStyles, type ListStatus } from './parts';

export interface CalendarPanelProps {
  /** The day shown ('YYYY-MM-DD'). */
  date: string;
  status: ListStatus;
  view: AdminCalendarView | null;
  errorText?: string;
  emptyText: string;
  onDateChange: (date: string) => void;
  onToday: () => void;
  onRetry: () => void;
}

const bar = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${t.space[3]};
`;

/** The Calendar View tab: one day of every court against time, a day back and forward, or any date. */
export function CalendarPanel({
  date,
  status,
  view,
  errorText,
  emptyText,
  onDateChange,
  onToday,
  onRetry,
}: CalendarPanelProps) {
  return (
    <section css={panelStyles} aria-label="Calendar View" data-panel="calendar">
      <div css={bar}>
        <div>
          <Heading level={2} size="xs" aria-live="polite">
            {view?.dateLabel ?? date}
          </Heading>
          {view?.empty && status === 'ready' && (
            <Text size="sm" tone="secondary">
              {emptyText}
            </Text>
          )}
        </div>
        <div css={actionsStyles}>
          <Button variant="outline" disabled={!view} onClick={() => view && onDateChange(view.previousDate)}>
            Previous day
          </Button>
          <Button variant="ghost" onClick={onToday}>
            Today
          </Button>
          <Button variant="outline" disabled={!view} onClick={() => view && onDateChange(view.nextDate)}>
            Next day
          </Button>
          <DateInput label="Go to date" value={date} onValueChange={(v) => v && onDateChange(v)} />
        </div>
      </div>
      {status === 'error' ? (
        <AdminDataState state="error" errorText={errorText} onRetry={onRetry} />
      ) : view === null ? (
        <AdminDataState state="loading" loadingLabel="Loading the calendar" rows={7} />
      ) : (
        <AdminDayCalendar view={view} />
      )}
    </section>
  );
}
