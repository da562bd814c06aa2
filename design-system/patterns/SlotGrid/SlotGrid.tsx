import { useTheme } from '@emotion/react';
import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BookingMode } from '../../../machines/booking/booking.rules';
import type { TimeSlot } from '../../../machines/booking/slots';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatLongDate, formatPrice } from '../bookingFormat';
import { slotGridStyles as s } from './SlotGrid.styles';

/** The state of a slot button, on the DOM as `data-state`. */
export const slotStates = ['available', 'selected', 'booked', 'coaching', 'added'] as const;
export type SlotState = (typeof slotStates)[number];

/** The word each state shows on the button and in the legend. */
export const slotStateLabels: Record<SlotState, string> = {
  available: 'Available',
  selected: 'Selected',
  booked: 'Booked',
  coaching: 'Coaching',
  added: 'Added',
};

/** A slot's state: booked and coaching win over added, which wins over selected. */
export function slotState(slot: TimeSlot): SlotState {
  if (slot.isBooked) return 'booked';
  if (slot.isCoaching) return 'coaching';
  if (slot.isAdded) return 'added';
  return slot.isSelected ? 'selected' : 'available';
}

export interface SlotGridProps {
  /** The chosen date ('YYYY-MM-DD'); without one the grid shows `emptyMessage` instead of slots. */
  date: string | null;
  /** The day's 48 half-hour slots (from `buildSlots` / `selectSlots`). */
  slots: readonly TimeSlot[];
  /** Called with the 'HH:MM' time of an available slot the visitor picks. */
  onSelectSlot: (time: string) => void;
  /** In `multiple` mode the legend explains the "Added" state. */
  mode?: BookingMode;
  /** Heading above the grid. */
  label?: string;
  /** Shown while no date is chosen. */
  emptyMessage?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

interface SlotButtonProps {
  time: string;
  display: string;
  price: string;
  state: SlotState;
  /** The accessible name: full date, time, price and state. */
  name: string;
  tabbable: boolean;
  onPick: (time: string) => void;
  onFocusSlot: (time: string) => void;
}

/** One slot; memoised, so a click re-renders only the slots whose state changed. */
const SlotButton = memo(function SlotButton({ time, display, price, state, name, tabbable, onPick, onFocusSlot }: SlotButtonProps) {
  const theme = useTheme();
  const blocked = state === 'booked' || state === 'coaching' || state === 'added';
  return (
    <li>
      <button
        type="button"
        css={s.slot(theme)}
        data-state={state}
        data-time={time}
        aria-pressed={state === 'selected'}
        aria-disabled={blocked || undefined}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusSlot(time)}
        onClick={() => {
          if (!blocked) onPick(time);
        }}
      >
        <VisuallyHidden>{name}</VisuallyHidden>
        <span data-part="time" aria-hidden="true">
          {display}
        </span>
        <span data-part="meta" aria-hidden="true">
          {price}
        </span>
        {blocked && (
          <span data-part="meta" aria-hidden="true">
            {slotStateLabels[state]}
          </span>
        )}
      </button>
    </li>
  );
});

/**
 * The day's time slots as toggle buttons, each named with the full date and time and showing its hourly price
 * and state (`data-state`: available | selected | booked | coaching | added). Booked, coaching and added slots
 * stay focusable (aria-disabled) so their state is read out, but cannot be picked. One tab stop: arrow keys move
 * between slots (up/down by a row), Home/End jump to the first/last. Three columns at 360 px, up to six on desktop.
 */
export function SlotGrid({
  date,
  slots,
  onSelectSlot,
  mode = 'single',
  label = 'Select Time',
  emptyMessage = 'Choose a date to see the available time slots.',
  className,
}: SlotGridProps) {
  const theme = useTheme();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusTime, setFocusTime] = useState<string | null>(null);

  const longDate = date ? formatLongDate(date) : '';
  const selected = slots.find((slot) => slot.isSelected && !slot.disabled)?.time;
  const firstFree = slots.find((slot) => !slot.disabled)?.time ?? slots[0]?.time;
  const tabbable = slots.some((slot) => slot.time === focusTime) ? focusTime : (selected ?? firstFree);

  /** Arrow keys, Home and End, delegated from the list: focus moves, the visitor picks with Enter or Space. */
  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = listRef.current;
    if (!list) return;
    const buttons = Array.from(list.querySelectorAll<HTMLButtonElement>('button[data-time]'));
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const columns = Math.max(1, getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length);
    const last = buttons.length - 1;
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - columns,
      ArrowDown: index + columns,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[Math.min(last, Math.max(0, target))]?.focus();
  };

  const legend: SlotState[] = ['available', 'selected', 'booked', 'coaching', ...(mode === 'multiple' ? (['added'] as const) : [])];

  return (
    <section css={s.root(theme)} className={className} aria-labelledby={headingId} data-mode={mode}>
      <h3 id={headingId} css={s.heading(theme)}>
        {label}
        {date && <VisuallyHidden> for {longDate}</VisuallyHidden>}
      </h3>
      {date === null || slots.length === 0 ? (
        <p css={s.empty(theme)} data-state="empty">
          {emptyMessage}
        </p>
      ) : (
        <>
          <ul css={s.legend(theme)} aria-label="Slot legend">
            {legend.map((state) => (
              <li key={state}>
                <span css={s.swatch(theme)} data-state={state} aria-hidden="true" />
                {slotStateLabels[state]}
              </li>
            ))}
          </ul>
          {/* Key handling is delegated here from the slot buttons (they are the focusable, interactive elements). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ul
            ref={listRef}
            css={s.grid(theme)}
            aria-label={`Time slots for ${longDate}`}
            data-testid="slot-grid"
            onKeyDown={handleKeyDown}
          >
            {slots.map((slot) => {
              const state = slotState(slot);
              const price = formatPrice(slot.price);
              const blocked = state === 'booked' || state === 'coaching' || state === 'added';
              return (
                <SlotButton
                  key={slot.time}
                  time={slot.time}
                  display={slot.display}
                  price={price}
                  state={state}
                  name={`${longDate}, ${slot.display}, ${price} per hour${blocked ? `, ${slotStateLabels[state]}` : ''}`}
                  tabbable={slot.time === tabbable}
                  onPick={onSelectSlot}
                  onFocusSlot={setFocusTime}
                />
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
