/**
 * The slot grid, ready to draw: each start time's state, price, note and accessible name, the legend and the
 * loading and error texts of the day's availability, and the notice when a chosen slot went meanwhile.
 */
import { formatHourlyRate, formatRupees } from '../money/money';
import { formatLongDate } from '../time/dates';
import { unbookableShort } from './bookable.rules';
import { type BookingMode } from './booking.rules';
import { to12Hour, type TimeSlot } from './slots';

/** The state of a slot button, on the DOM as `data-state`. */
export const slotStates = ['available', 'selected', 'booked', 'held', 'coaching', 'added'] as const;
export type SlotState = (typeof slotStates)[number];

/** The word each state shows on the button, in its accessible name and in the legend. */
export const slotStateLabels: Record<SlotState, string> = {
  available: 'Available',
  selected: 'Selected',
  booked: 'Booked',
  held: 'Held',
  coaching: 'Coaching',
  added: 'Added',
};

/** A slot from the rules, optionally held by another visitor's payment (the server's `held` state). */
export type SlotSource = TimeSlot & { isHeld?: boolean };

/** A slot's state: booked, held and coaching win over added, which wins over selected. */
export function slotState(slot: SlotSource): SlotState {
  if (slot.isBooked) return 'booked';
  if (slot.isHeld) return 'held';
  if (slot.isCoaching) return 'coaching';
  if (slot.isAdded) return 'added';
  return slot.isSelected ? 'selected' : 'available';
}

/** One slot button, ready to draw. */
export interface SlotView {
  /** 'HH:MM' (24-hour): what `onSelectSlot` reports. */
  time: string;
  /** '4:30 PM'. */
  display: string;
  /** '₹350'. */
  price: string;
  state: SlotState;
  /** Booked, held, coaching or already added: focusable, but cannot be picked. */
  disabled: boolean;
  /** The word shown under the price on a disabled slot ('Booked', 'Held', ...), or null. */
  note: string | null;
  /** The accessible name: 'Tuesday, 1 December 2026, 4:30 PM, ₹350 per hour, Coaching'. */
  name: string;
}

/** Whether the day's availability is shown, still loading, or failed to load. */
export const availabilityStatuses = ['ready', 'loading', 'error'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/** The availability texts (spec: a failed fetch says so and offers Retry; the rest of the page keeps working). */
export const availabilityMessages = {
  loading: 'Loading the free slots…',
  error: "We couldn't load the free slots. Check your connection and try again.",
  retry: 'Retry',
} as const;

/** The slot grid, ready to draw. */
export interface SlotGridView {
  /** 'Tuesday, 1 December 2026', or null before a date is chosen (the grid shows its hint). */
  dateLabel: string | null;
  slots: readonly SlotView[];
  /** The legend's entries, in order ('held' only when a slot is held, 'added' only in multiple mode). */
  legend: ReadonlyArray<{ state: SlotState; label: string }>;
  status: AvailabilityStatus;
  /** Read while loading. */
  loadingMessage: string;
  /** Shown when the availability failed to load. */
  errorMessage: string;
  /** The retry button's label. */
  retryLabel: string;
}

/** The slots of a date as the grid shows them. */
export function slotGridView(
  slots: readonly SlotSource[],
  options: { date: string | null; mode: BookingMode; status?: AvailabilityStatus; errorMessage?: string | null },
): SlotGridView {
  const { date, mode, status = 'ready' } = options;
  const dateLabel = date ? formatLongDate(date) : null;
  const views = slots.map((slot): SlotView => {
    const state = slotState(slot);
    const stateDisabled = state !== 'available' && state !== 'selected';
    const disabled = stateDisabled || slot.unfit != null;
    const price = formatRupees(slot.price);
    const note = stateDisabled
      ? slotStateLabels[state]
      : slot.unfit === 'beyondAdvance'
        ? `Not bookable yet: ${unbookableShort.beyondAdvance}`
        : slot.unfit
          ? `Too long here: ${unbookableShort[slot.unfit]}`
          : null;
    return {
      time: slot.time,
      display: slot.display,
      price,
      state,
      disabled,
      note,
      name: `${dateLabel ?? ''}, ${slot.display}, ${formatHourlyRate(slot.price)}${note ? `, ${note}` : ''}`,
    };
  });
  const shown: SlotState[] = [
    'available',
    'selected',
    'booked',
    ...(views.some((slot) => slot.state === 'held') ? (['held'] as const) : []),
    'coaching',
    ...(mode === 'multiple' ? (['added'] as const) : []),
  ];
  return {
    dateLabel,
    slots: views,
    legend: shown.map((state) => ({ state, label: slotStateLabels[state] })),
    status,
    loadingMessage: availabilityMessages.loading,
    errorMessage: options.errorMessage ?? availabilityMessages.error,
    retryLabel: availabilityMessages.retry,
  };
}

/**
 * The notice after pressing pay when a chosen slot went meanwhile:
 * 'Sorry, 6:00 PM on Court 1 was just booked by someone else. Pick another time; your other choices are kept.'
 */
export function slotConflictMessage(taken: { time: string; court: number }): string {
  return `Sorry, ${to12Hour(taken.time)} on Court ${taken.court} was just booked by someone else. Pick another time; your other choices are kept.`;
}
