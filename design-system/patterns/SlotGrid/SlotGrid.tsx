import { useTheme } from '@emotion/react';
import { BellRing, CircleAlert, RotateCcw } from 'lucide-react';
import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BookingMode } from '../../../machines/booking/booking.rules';
import type { AvailabilityStatus, SlotState, SlotView } from '../../../machines/booking/slotGrid.view';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { slotGridStyles as s } from './SlotGrid.styles';

/** The states of a slot button, on the DOM as `data-state` (the view model decides which one a slot has). */
export const slotStates = [
  'available',
  'selected',
  'booked',
  'held',
  'coaching',
  'added',
] as const satisfies readonly SlotState[];

/** Whether the day's availability is shown, loading, or failed to load; on the DOM as `data-availability`. */
export const slotGridStatuses = ['ready', 'loading', 'error'] as const satisfies readonly AvailabilityStatus[];

/** How many placeholder slots show while the availability loads (two desktop rows, four phone rows). */
const SKELETON_SLOTS = 12;

export interface SlotGridProps {
  /** The chosen date as read ('Tuesday, 1 December 2026'); without one the grid shows `emptyMessage` instead of slots. */
  dateLabel: string | null;
  /** The day's 48 half-hour slots, ready to draw (from `slotGridView`). */
  slots: readonly SlotView[];
  /** The legend's entries in order, each a state and its word (from `slotGridView`). */
  legend: ReadonlyArray<{ state: SlotState; label: string }>;
  /**
   * The availability of the chosen date: `ready` shows the slots, `loading` a skeleton in the grid's place,
   * `error` the error message with Retry. The rest of the booking view stays usable in every status.
   */
  status: AvailabilityStatus;
  /** Read by screen readers while the availability loads ('Loading the free slots…'). */
  loadingMessage: string;
  /** Shown when the availability failed to load. */
  errorMessage: string;
  /** The Retry button's label. */
  retryLabel: string;
  /** Called with the 'HH:MM' time of an available slot the visitor picks. */
  onSelectSlot: (time: string) => void;
  /** Retry loading the availability (status `error`); without it no Retry button shows. */
  onRetry?: () => void;
  /**
   * Called with the 'HH:MM' time of a booked or held slot the visitor picks, to wait for it (the waiting list). With
   * it, booked and held slots can be pressed: each shows a bell and its name ends with `notifyLabel`. Without it they
   * are disabled like coaching slots.
   */
  onNotify?: (time: string) => void;
  /** What a booked or held slot offers when `onNotify` is given. */
  notifyLabel?: string;
  /** The legend's line for the bell when `onNotify` is given. */
  notifyHint?: string;
  /** Single or multiple sessions, on the DOM as `data-mode`. */
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
  /** Cannot be picked (booked, held, coaching or added); stays focusable so its state is read out. */
  disabled: boolean;
  /** The word shown on a disabled slot, or null. */
  note: string | null;
  /** The accessible name: full date, time, price and state. */
  name: string;
  tabbable: boolean;
  onPick: (time: string) => void;
  onFocusSlot: (time: string) => void;
  /** A booked or held slot the visitor may wait for: pressing it calls this instead (the name says so). */
  onNotify?: (time: string) => void;
  notifyLabel: string;
}

/** One slot; memoised, so a click re-renders only the slots whose state changed. */
const SlotButton = memo(function SlotButton({
  time,
  display,
  price,
  state,
  disabled,
  note,
  name,
  tabbable,
  onPick,
  onFocusSlot,
  onNotify,
  notifyLabel,
}: SlotButtonProps) {
  const theme = useTheme();
  const notify = onNotify !== undefined && (state === 'booked' || state === 'held');
  return (
    <li>
      <button
        type="button"
        css={s.slot(theme)}
        data-state={state}
        data-time={time}
        data-notify={notify || undefined}
        aria-pressed={state === 'selected'}
        aria-disabled={(disabled && !notify) || undefined}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusSlot(time)}
        onClick={() => {
          if (notify) onNotify(time);
          else if (!disabled) onPick(time);
        }}
      >
        <VisuallyHidden>{notify ? `${name}: ${notifyLabel}` : name}</VisuallyHidden>
        <span data-part="time" aria-hidden="true">
          {display}
        </span>
        <span data-part="meta" aria-hidden="true">
          {price}
        </span>
        {note !== null && (
          <span data-part="meta" aria-hidden="true">
            {note}
            {notify && <BellRing data-part="notify" />}
          </span>
        )}
      </button>
    </li>
  );
});

/**
 * The day's time slots as toggle buttons, each named with the full date and time and showing its hourly price
 * and state (`data-state`: available | selected | booked | held | coaching | added). Disabled slots
 * stay focusable (aria-disabled) so their state is read out, but cannot be picked; with `onNotify`, a booked or held
 * slot shows a bell (`data-notify`) and pressing it offers to wait for it. One tab stop: arrow keys move
 * between slots (up/down by a row), Home/End jump to the first/last. Three columns at 360 px, up to six on desktop.
 * While the availability loads a skeleton takes the grid's place (`role="status"`); if it fails, an alert says so
 * and offers Retry (`data-availability` on the root: ready | loading | error).
 */
export function SlotGrid({
  dateLabel,
  slots,
  legend,
  status,
  loadingMessage,
  errorMessage,
  retryLabel,
  onSelectSlot,
  onRetry,
  onNotify,
  notifyLabel = 'Notify me if it frees up',
  notifyHint = 'Booked or held: press it to be told if it frees up',
  mode = 'single',
  label = 'Select Time',
  emptyMessage = 'Choose a date to see the available time slots.',
  className,
}: SlotGridProps) {
  const theme = useTheme();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusTime, setFocusTime] = useState<string | null>(null);

  const selected = slots.find((slot) => slot.state === 'selected')?.time;
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

  return (
    <section
      css={s.root(theme)}
      className={className}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' && dateLabel !== null ? true : undefined}
      data-mode={mode}
      data-availability={status}
    >
      <h3 id={headingId} css={s.heading(theme)}>
        {label}
        {dateLabel && <VisuallyHidden> for {dateLabel}</VisuallyHidden>}
      </h3>
      {dateLabel === null ? (
        <p css={s.empty(theme)} data-state="empty">
          {emptyMessage}
        </p>
      ) : status === 'loading' ? (
        <div role="status" data-state="loading">
          <VisuallyHidden>{loadingMessage}</VisuallyHidden>
          <div css={s.grid(theme)} data-testid="slot-grid-skeleton">
            {Array.from({ length: SKELETON_SLOTS }, (_, i) => (
              <Skeleton key={i} shape="block" height={theme.sizes.control.lg} />
            ))}
          </div>
        </div>
      ) : status === 'error' ? (
        <div role="alert" css={s.error(theme)} data-state="error">
          <p>
            <CircleAlert aria-hidden="true" />
            <span>{errorMessage}</span>
          </p>
          {onRetry && (
            <Button variant="outline" icon={<RotateCcw aria-hidden="true" />} onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
        </div>
      ) : slots.length === 0 ? (
        <p css={s.empty(theme)} data-state="empty">
          {emptyMessage}
        </p>
      ) : (
        <>
          <ul css={s.legend(theme)} aria-label="Slot legend">
            {legend.map((entry) => (
              <li key={entry.state}>
                <span css={s.swatch(theme)} data-state={entry.state} aria-hidden="true" />
                {entry.label}
              </li>
            ))}
            {onNotify && (
              <li data-part="notify-hint">
                <BellRing aria-hidden="true" />
                {notifyHint}
              </li>
            )}
          </ul>
          {/* Key handling is delegated here from the slot buttons (they are the focusable, interactive elements). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ul
            ref={listRef}
            css={s.grid(theme)}
            aria-label={`Time slots for ${dateLabel}`}
            data-testid="slot-grid"
            onKeyDown={handleKeyDown}
          >
            {slots.map((slot) => (
              <SlotButton
                key={slot.time}
                time={slot.time}
                display={slot.display}
                price={slot.price}
                state={slot.state}
                disabled={slot.disabled}
                note={slot.note}
                name={slot.name}
                tabbable={slot.time === tabbable}
                onPick={onSelectSlot}
                onFocusSlot={setFocusTime}
                onNotify={onNotify}
                notifyLabel={notifyLabel}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
