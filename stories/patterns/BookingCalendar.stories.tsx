import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingCalendar } from '../../design-system/patterns/BookingCalendar';
import { nextMonth, prevMonth, weekdayFilterLabel, type CalendarMonth } from '../../machines/booking/calendar';
import { defaultSportRates, weekdayFrom } from '../../machines/booking/rates';
import { calendarOf, OPEN_MONTH, TODAY, WEEKDAY, WEEKEND } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

/** The filter button's two labels (badminton's seeded weekday rate: '₹350 Only'). */
const weekdayFilterLabels = {
  off: weekdayFilterLabel(false, weekdayFrom(defaultSportRates)),
  on: weekdayFilterLabel(true, weekdayFrom(defaultSportRates)),
} as const;

const meta = {
  title: 'Patterns/BookingCalendar',
  component: BookingCalendar,
  parameters: {
    docs: componentDocs({
      usage:
        'The booking calendar: a month grid with the date-picker keys (arrows move a day or a week, Home and End the week, Page Up and Page Down the month), Previous and Next month, and the weekdays-only (₹350) filter. Each day shows its hourly price; past and filtered-out dates stay focusable and say why, but cannot be picked.',
      do: [
        'Feed it the month from the view model (`calendarView`), so prices and disabled days match the rules.',
        "Keep the filter's hint beside it, so visitors know why weekend days are greyed out.",
      ],
      dont: [
        'Hide past days: they stay in the grid, so the week lines up.',
        'Let a visitor pick a date the rules forbid: `onSelectDate` is never called for one.',
      ],
    }),
  },
  args: {
    ...calendarOf(),
    onSelectDate: fn(),
    onPrevMonth: fn(),
    onNextMonth: fn(),
    onToggleWeekdaysOnly: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayButton = (root: HTMLElement, date: string) => {
  const button = root.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
  if (!button) throw new Error(`No day ${date}`);
  return button;
};

/** Filter off: December 2026 (the month after today), weekday ₹350 and weekend ₹500 on each day; picking a day reports it. */
export const FilterOff: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const grid = canvas.getByRole('grid', { name: 'December 2026' });
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const tuesday = canvas.getByRole('button', { name: 'Tuesday, 1 December 2026, ₹350 per hour' });
    await expect(tuesday.querySelector('[data-part="price"]')).toHaveTextContent('₹350');
    await expect(
      canvas
        .getByRole('button', { name: 'Saturday, 5 December 2026, ₹500 per hour' })
        .querySelector('[data-part="price"]'),
    ).toHaveTextContent('₹500');
    await expect(canvas.getByRole('button', { name: weekdayFilterLabels.off })).toHaveAttribute('data-state', 'off');
    await userEvent.click(tuesday);
    await expect(args.onSelectDate).toHaveBeenCalledWith(WEEKDAY);
    await userEvent.click(dayButton(canvasElement, WEEKEND));
    await expect(args.onSelectDate).toHaveBeenLastCalledWith(WEEKEND);
    await userEvent.click(canvas.getByRole('button', { name: weekdayFilterLabels.off }));
    await expect(args.onToggleWeekdaysOnly).toHaveBeenCalledOnce();
  },
};

/** Filter on ("Show All"): weekends are disabled and cannot be picked; weekdays still can. */
export const FilterOn: Story = {
  args: calendarOf({ weekdaysOnly: true }),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: weekdayFilterLabels.on })).toHaveAttribute('data-state', 'on');
    await expect(canvas.queryByRole('button', { name: weekdayFilterLabels.off })).toBeNull();
    await expect(canvas.getByText('Showing weekdays only (₹350 per hour).')).toBeVisible();
    const saturday = dayButton(canvasElement, WEEKEND);
    await expect(saturday).toHaveAttribute('data-state', 'filtered');
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday);
    await expect(args.onSelectDate).not.toHaveBeenCalled();
    await userEvent.click(dayButton(canvasElement, WEEKDAY));
    await expect(args.onSelectDate).toHaveBeenCalledWith(WEEKDAY);
  },
};

/** A chosen date is marked selected (aria-selected on its cell, data-state="selected"). */
export const DateSelected: Story = {
  args: calendarOf({ selectedDate: WEEKDAY }),
  play: async ({ canvasElement }) => {
    const button = dayButton(canvasElement, WEEKDAY);
    await expect(button).toHaveAttribute('data-state', 'selected');
    await expect(button.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await expect(button).toHaveAttribute('tabindex', '0');
  },
};

/** The current month: past dates are disabled, today is marked, and there is no going back before it. */
export const PastDatesDisabled: Story = {
  args: calendarOf({ month: { year: 2026, month: 11 } }),
  play: async ({ canvas, canvasElement, args }) => {
    const yesterday = dayButton(canvasElement, '2026-11-20');
    await expect(yesterday).toHaveAttribute('data-state', 'past');
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await expect(yesterday).toHaveAccessibleName('Friday, 20 November 2026, ₹350 per hour, unavailable (past)');
    await userEvent.click(yesterday);
    await expect(args.onSelectDate).not.toHaveBeenCalled();
    await expect(dayButton(canvasElement, TODAY)).toHaveAttribute('aria-current', 'date');
    const previous = canvas.getByRole('button', { name: 'Previous month' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPrevMonth).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onNextMonth).toHaveBeenCalledOnce();
  },
};

function InteractiveCalendar() {
  const [month, setMonth] = useState<CalendarMonth>(OPEN_MONTH);
  const [selected, setSelected] = useState<string | null>(null);
  const [weekdaysOnly, setWeekdaysOnly] = useState(false);
  return (
    <BookingCalendar
      {...calendarOf({ month, weekdaysOnly, selectedDate: selected })}
      onSelectDate={setSelected}
      onPrevMonth={() => setMonth(prevMonth)}
      onNextMonth={() => setMonth(nextMonth)}
      onToggleWeekdaysOnly={() => setWeekdaysOnly((on) => !on)}
    />
  );
}

/** Keyboard: one tab stop; arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month. */
export const KeyboardNavigation: Story = {
  render: () => <InteractiveCalendar />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: weekdayFilterLabels.off }));
    await userEvent.click(canvas.getByRole('button', { name: weekdayFilterLabels.on }));
    await userEvent.tab();
    await expect(dayButton(canvasElement, WEEKDAY)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dayButton(canvasElement, '2026-12-02')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dayButton(canvasElement, '2026-12-09')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(dayButton(canvasElement, '2026-12-12')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(dayButton(canvasElement, '2026-12-06')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('grid', { name: 'January 2027' })).toBeVisible();
    await waitFor(() => expect(dayButton(canvasElement, '2027-01-06')).toHaveFocus());
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(dayButton(canvasElement, '2026-12-06')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(dayButton(canvasElement, '2026-11-29')).toHaveFocus());
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(dayButton(canvasElement, TODAY)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(dayButton(canvasElement, '2026-11-20')).toHaveFocus();
    await expect(dayButton(canvasElement, '2026-11-20')).toHaveAttribute('data-state', 'past');
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(dayButton(canvasElement, '2026-12-20')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(dayButton(canvasElement, '2026-12-20')).toHaveAttribute('data-state', 'selected');
  },
};

/** At 360 px the whole month fits without sideways scrolling; day cells keep a usable height. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'December 2026' });
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    await expect(dayButton(canvasElement, WEEKDAY).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
