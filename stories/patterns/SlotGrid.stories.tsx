import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { availabilityMessages } from '../../machines/booking/slotGrid.view';
import { SlotGrid, slotStates } from '../../design-system/patterns/SlotGrid';
import { bookedTime, freeTime, MORNING, slotGridOf, WEEKDAY, WEEKEND } from '../fixtures/booking';
import { componentDocs } from '../docs/componentDocs';

/** The grid's props for a date, built by the view model. */
const grid = (query: Parameters<typeof slotGridOf>[0]) => slotGridOf(query);

const ADDED = freeTime(WEEKDAY, '10:00');

const meta = {
  title: 'Patterns/SlotGrid',
  component: SlotGrid,
  parameters: {
    docs: componentDocs({
      usage:
        "The chosen day's 48 half-hour slots as toggle buttons, each named with the full date, time, hourly price and state (available, selected, booked, held, coaching, added), with a legend. Disabled slots stay focusable so their state is read out, but cannot be picked; the grid is one tab stop and arrow keys move within it. While the availability loads it shows placeholder slots; after a failure, the message and Retry. Without a date it asks for one.",
      do: [
        'Feed it from the view model (`slotGridView`), so slot states follow the booking rules.',
        'Keep the legend with the grid: the states differ by colour and word.',
      ],
      dont: [
        'Hide booked or coaching slots: they keep their place, so times line up.',
        'Let a disabled slot be picked: `onSelectSlot` is called only for available ones.',
      ],
    }),
  },
  args: { ...grid({ date: WEEKDAY }), onSelectSlot: fn(), onRetry: fn() },
} satisfies Meta<typeof SlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotButton = (root: HTMLElement, time: string) => {
  const button = root.querySelector<HTMLButtonElement>(`button[data-time="${time}"]`);
  if (!button) throw new Error(`No slot ${time}`);
  return button;
};

/** No date yet: a hint instead of slots. */
export const NoDate: Story = {
  args: grid({ date: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a date to see the available time slots.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * Every slot state on a weekday in multiple mode: available, selected, booked (sample), coaching (badminton
 * 4:30-8 PM) and already added. Only available slots can be picked; each button names the full date and time.
 */
export const EveryState: Story = {
  args: { mode: 'multiple', ...grid({ date: WEEKDAY, mode: 'multiple', selectedTime: MORNING, addedTimes: [ADDED] }) },
  play: async ({ canvas, canvasElement, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(48);
    const states = new Set(buttons.map((b) => b.dataset.state));
    for (const state of slotStates.filter((s) => s !== 'held')) await expect(states.has(state)).toBe(true);
    await expect(canvas.getByRole('list', { name: 'Slot legend' })).toHaveTextContent('Added');

    const selected = slotButton(canvasElement, MORNING);
    await expect(selected).toHaveAttribute('data-state', 'selected');
    await expect(selected).toHaveAttribute('aria-pressed', 'true');

    const coaching = canvas.getByRole('button', { name: 'Tuesday, 1 December 2026, 4:30 PM, ₹350 per hour, Coaching' });
    await expect(coaching).toHaveAttribute('data-state', 'coaching');
    const window = buttons.filter((b) => b.dataset.time! >= '16:30' && b.dataset.time! < '20:00');
    await expect(window).toHaveLength(7);
    await expect(window.every((b) => b.dataset.state === 'coaching' || b.dataset.state === 'booked')).toBe(true);
    await expect(buttons.filter((b) => b.dataset.state === 'coaching').every((b) => window.includes(b))).toBe(true);
    const booked = slotButton(canvasElement, bookedTime(WEEKDAY));
    await expect(booked).toHaveAttribute('data-state', 'booked');
    await expect(booked).toHaveAccessibleName(/^Tuesday, 1 December 2026, .+ ₹350 per hour, Booked$/);
    const added = slotButton(canvasElement, ADDED);
    await expect(added).toHaveAttribute('data-state', 'added');

    for (const blocked of [coaching, booked, added]) {
      await expect(blocked).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(blocked);
    }
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    const free = freeTime(WEEKDAY, '21:00');
    await userEvent.click(slotButton(canvasElement, free));
    await expect(args.onSelectSlot).toHaveBeenCalledWith(free);
  },
};

/** A weekend: every slot is ₹500 and there is no coaching block. */
export const Weekend: Story = {
  args: grid({ date: WEEKEND }),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.every((b) => b.textContent?.includes('₹500'))).toBe(true);
    await expect(buttons.some((b) => b.dataset.state === 'coaching')).toBe(false);
    await expect(canvas.getByRole('list', { name: 'Time slots for Saturday, 5 December 2026' })).toBeVisible();
  },
};

/** Keyboard: one tab stop (the selected slot); arrows move, Down moves a row, Home/End jump; Enter picks. */
export const KeyboardNavigation: Story = {
  args: grid({ date: WEEKDAY, selectedTime: MORNING }),
  play: async ({ canvasElement, args }) => {
    const buttons = Array.from(canvasElement.querySelectorAll<HTMLButtonElement>('button[data-time]'));
    await expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    await expect(slotButton(canvasElement, MORNING)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(slotButton(canvasElement, '00:00')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slotButton(canvasElement, '00:30')).toHaveFocus();
    const columns = getComputedStyle(buttons[0]!.closest('ul')!).gridTemplateColumns.split(' ').length;
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1 + columns]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(slotButton(canvasElement, '23:30')).toHaveFocus();
    const free = freeTime(WEEKDAY, '20:00');
    slotButton(canvasElement, free).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenCalledWith(free);
  },
};

/** At 360 px: three columns, no sideways scrolling, touch-sized buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: grid({ date: WEEKDAY, selectedTime: MORNING }),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul[data-testid="slot-grid"]') as HTMLElement;
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const button = slotButton(canvasElement, MORNING);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

const HELD = freeTime(WEEKDAY, '20:00');
const FREE_BESIDE = freeTime(WEEKDAY, '20:00', 'badminton', 1, [HELD]);

/**
 * A slot held by another visitor's payment (the server's `held`): disabled, named "Held" for screen readers, shown
 * hatched with a dashed border (not struck through like booked), and explained in the legend.
 */
export const Held: Story = {
  args: grid({ date: WEEKDAY, heldTimes: [HELD] }),
  play: async ({ canvas, canvasElement, args }) => {
    const held = slotButton(canvasElement, HELD);
    await expect(held).toHaveAttribute('data-state', 'held');
    await expect(held).toHaveAttribute('aria-disabled', 'true');
    await expect(held).toHaveAccessibleName(/^Tuesday, 1 December 2026, .+ ₹350 per hour, Held$/);
    await expect(held).toHaveTextContent('Held');
    await expect(canvas.getByRole('list', { name: 'Slot legend' })).toHaveTextContent('Held');
    const booked = slotButton(canvasElement, bookedTime(WEEKDAY));
    const heldStyle = getComputedStyle(held);
    await expect(heldStyle.borderTopStyle).toBe('dashed');
    await expect(heldStyle.backgroundImage).not.toBe(getComputedStyle(booked).backgroundImage);
    await expect(getComputedStyle(held.querySelector('[data-part="time"]')!).textDecorationLine).not.toBe(
      'line-through',
    );
    await userEvent.click(held);
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    await userEvent.click(slotButton(canvasElement, FREE_BESIDE));
    await expect(args.onSelectSlot).toHaveBeenCalledWith(FREE_BESIDE);
  },
};

/** The availability is loading: a skeleton in the grid's place, announced as a status; no slot can be pressed yet. */
export const Loading: Story = {
  args: grid({ date: WEEKDAY, status: 'loading' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(availabilityMessages.loading);
    const region = canvas.getByRole('region', { name: 'Select Time for Tuesday, 1 December 2026' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveAttribute('data-availability', 'loading');
    await expect(
      canvasElement.querySelectorAll('[data-testid="slot-grid-skeleton"] [data-shape="block"]'),
    ).toHaveLength(12);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('list', { name: 'Slot legend' })).toBeNull();
  },
};

/** The availability failed to load: an alert says so and Retry asks again. */
export const LoadFailed: Story = {
  args: grid({ date: WEEKDAY, status: 'error' }),
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load the free slots. Check your connection and try again.");
    await expect(canvas.queryByTestId('slot-grid')).toBeNull();
    await expect(canvas.getByRole('region', { name: /^Select Time/ })).toHaveAttribute('data-availability', 'error');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
  },
};

/** The failure at 360 px: the message wraps, Retry stays a touch-sized target, nothing scrolls sideways. */
export const LoadFailedPhone: Story = {
  args: grid({ date: WEEKDAY, status: 'error' }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * With the waiting list (`onNotify`): booked and held slots show a bell and can be pressed; their names end with
 * "Notify me if it frees up", and pressing one reports its time to `onNotify` (never `onSelectSlot`); the legend
 * explains the bell. Coaching slots stay disabled.
 */
export const NotifyOnTakenSlots: Story = {
  args: { ...grid({ date: WEEKDAY, heldTimes: [HELD] }), onNotify: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const booked = slotButton(canvasElement, bookedTime(WEEKDAY));
    const held = slotButton(canvasElement, HELD);
    for (const taken of [booked, held]) {
      await expect(taken).toHaveAttribute('data-notify', 'true');
      await expect(taken).not.toHaveAttribute('aria-disabled');
      await expect(taken).toHaveAccessibleName(/, (Booked|Held): Notify me if it frees up$/);
      await expect(taken.querySelector('[data-part="notify"]')).not.toBeNull();
    }
    await userEvent.click(booked);
    await expect(args.onNotify).toHaveBeenCalledWith(bookedTime(WEEKDAY));
    await userEvent.click(held);
    await expect(args.onNotify).toHaveBeenLastCalledWith(HELD);
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    await expect(canvas.getByRole('list', { name: 'Slot legend' })).toHaveTextContent(
      'Booked or held: press it to be told if it frees up',
    );
    const coaching = canvas.getByRole('button', { name: 'Tuesday, 1 December 2026, 4:30 PM, ₹350 per hour, Coaching' });
    await expect(coaching).toHaveAttribute('aria-disabled', 'true');
    await expect(coaching).not.toHaveAttribute('data-notify');
    await userEvent.click(coaching);
    await expect(args.onNotify).toHaveBeenCalledTimes(2);
  },
};
