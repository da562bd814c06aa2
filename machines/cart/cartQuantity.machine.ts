import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { cartLineKey } from './cart.rules';

/**
 * Cart page quantity debounce (machine 1). A quantity change is applied after 200 ms (named delay
 * `quantityDebounce`); meanwhile that line is pending, so the screen disables its buttons. Lines are
 * independent: each has its own timer, and a new change for the same line restarts only that line's timer.
 *
 * The cart itself lives in the app's store; this machine only tells it what to do, as emitted events:
 * - `{ type: 'cart.setQuantity', id, selectedSize, quantity }` (quantity >= 1): apply with `updateQuantity`;
 * - `{ type: 'cart.removeLine', id, selectedSize }`: a quantity below 1 removes the item (`removeLine`).
 */

export interface QuantityChange {
  id: number;
  selectedSize: string;
  quantity: number;
}

export type CartQuantityEvent =
  | ({ type: 'user.setQuantity' } & QuantityChange)
  /** Internal: raised after the debounce delay for one line. */
  | { type: 'quantity.flush'; key: string };

export type CartQuantityEmitted =
  ({ type: 'cart.setQuantity' } & QuantityChange) | { type: 'cart.removeLine'; id: number; selectedSize: string };

export interface CartQuantityContext {
  /** Pending changes by line key (`cartLineKey`). */
  pending: Record<string, QuantityChange>;
}

/** Debounce of a quantity change, ms (spec §9). */
export const CART_QUANTITY_DEBOUNCE_MS = 200;

export const cartQuantityMachine = setup({
  types: {
    context: {} as CartQuantityContext,
    events: {} as CartQuantityEvent,
    emitted: {} as CartQuantityEmitted,
  },
  delays: {
    quantityDebounce: CART_QUANTITY_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'cartQuantity',
  context: { pending: {} },
  initial: 'active',
  states: {
    active: {
      on: {
        'user.setQuantity': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const change: QuantityChange = { id: event.id, selectedSize: event.selectedSize, quantity: event.quantity };
            const key = cartLineKey(change);
            enqueue.assign({ pending: { ...context.pending, [key]: change } });
            enqueue.cancel(key);
            enqueue.raise({ type: 'quantity.flush', key }, { delay: 'quantityDebounce', id: key });
          }),
        },
        'quantity.flush': {
          guard: ({ context, event }) => event.key in context.pending,
          actions: enqueueActions(({ context, event, enqueue }) => {
            const change = context.pending[event.key];
            const { [event.key]: _done, ...rest } = context.pending;
            enqueue(assign({ pending: rest }));
            if (!change) return;
            const quantity = Number.isFinite(change.quantity) ? Math.floor(change.quantity) : 0;
            if (quantity < 1) {
              enqueue.emit({ type: 'cart.removeLine', id: change.id, selectedSize: change.selectedSize });
            } else {
              enqueue.emit({ type: 'cart.setQuantity', id: change.id, selectedSize: change.selectedSize, quantity });
            }
          }),
        },
      },
    },
  },
});

export type CartQuantitySnapshot = SnapshotFrom<typeof cartQuantityMachine>;

/** Keys (`cartLineKey`) of the lines with a change waiting to be applied. */
export function selectPendingKeys(snapshot: CartQuantitySnapshot): string[] {
  return Object.keys(snapshot.context.pending);
}

/** Product ids with a pending change (any size). */
export function selectPendingIds(snapshot: CartQuantitySnapshot): number[] {
  return [...new Set(Object.values(snapshot.context.pending).map((change) => change.id))];
}

/** True while a line's change is pending: its minus, plus and Remove buttons are disabled. */
export function isLinePending(snapshot: CartQuantitySnapshot, line: { id: number; selectedSize: string }): boolean {
  return cartLineKey(line) in snapshot.context.pending;
}

/** The quantity a line shows: the pending value if any, else the stored one. */
export function displayedQuantity(
  snapshot: CartQuantitySnapshot,
  line: { id: number; selectedSize: string; quantity: number },
): number {
  return snapshot.context.pending[cartLineKey(line)]?.quantity ?? line.quantity;
}
