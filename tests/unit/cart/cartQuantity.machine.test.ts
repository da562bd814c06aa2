import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  CART_QUANTITY_DEBOUNCE_MS,
  cartQuantityMachine,
  displayedQuantity,
  isLinePending,
  selectPendingIds,
  selectPendingKeys,
  type CartQuantityEmitted,
} from '../../../machines/cart/cartQuantity.machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(cartQuantityMachine, { clock });
  const emitted: CartQuantityEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { clock, actor, emitted };
}

const jerseyM = { id: 1, selectedSize: 'M' };
const cap = { id: 3, selectedSize: 'One Size' };

describe('cart quantity debounce', () => {
  it('applies a change after 200 ms and marks the line pending meanwhile', () => {
    const { clock, actor, emitted } = start();
    expect(CART_QUANTITY_DEBOUNCE_MS).toBe(200);
    actor.send({ type: 'user.setQuantity', ...jerseyM, quantity: 3 });
    expect(isLinePending(actor.getSnapshot(), jerseyM)).toBe(true);
    expect(selectPendingKeys(actor.getSnapshot())).toEqual(['1:M']);
    expect(displayedQuantity(actor.getSnapshot(), { ...jerseyM, quantity: 2 })).toBe(3);
    clock.increment(199);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([{ type: 'cart.setQuantity', ...jerseyM, quantity: 3 }]);
    expect(isLinePending(actor.getSnapshot(), jerseyM)).toBe(false);
    expect(displayedQuantity(actor.getSnapshot(), { ...jerseyM, quantity: 3 })).toBe(3);
  });

  it('a quantity below 1 removes the item', () => {
    const { clock, actor, emitted } = start();
    actor.send({ type: 'user.setQuantity', ...cap, quantity: 0 });
    clock.increment(200);
    expect(emitted).toEqual([{ type: 'cart.removeLine', ...cap }]);
    actor.send({ type: 'user.setQuantity', ...cap, quantity: Number.NaN });
    clock.increment(200);
    expect(emitted[1]).toEqual({ type: 'cart.removeLine', ...cap });
  });

  it('a new change for the same line restarts its timer and keeps the latest value', () => {
    const { clock, actor, emitted } = start();
    actor.send({ type: 'user.setQuantity', ...jerseyM, quantity: 2 });
    clock.increment(150);
    actor.send({ type: 'user.setQuantity', ...jerseyM, quantity: 4 });
    clock.increment(150);
    expect(emitted).toEqual([]);
    clock.increment(50);
    expect(emitted).toEqual([{ type: 'cart.setQuantity', ...jerseyM, quantity: 4 }]);
  });

  it('lines are independent', () => {
    const { clock, actor, emitted } = start();
    actor.send({ type: 'user.setQuantity', ...jerseyM, quantity: 2 });
    clock.increment(100);
    actor.send({ type: 'user.setQuantity', ...cap, quantity: 5 });
    expect(selectPendingKeys(actor.getSnapshot()).sort()).toEqual(['1:M', '3:One Size']);
    expect(selectPendingIds(actor.getSnapshot()).sort()).toEqual([1, 3]);
    clock.increment(100);
    expect(emitted).toEqual([{ type: 'cart.setQuantity', ...jerseyM, quantity: 2 }]);
    expect(isLinePending(actor.getSnapshot(), jerseyM)).toBe(false);
    expect(isLinePending(actor.getSnapshot(), cap)).toBe(true);
    clock.increment(100);
    expect(emitted).toEqual([
      { type: 'cart.setQuantity', ...jerseyM, quantity: 2 },
      { type: 'cart.setQuantity', ...cap, quantity: 5 },
    ]);
    // Sizes of the same product are separate lines too.
    actor.send({ type: 'user.setQuantity', id: 1, selectedSize: 'L', quantity: 1 });
    expect(isLinePending(actor.getSnapshot(), jerseyM)).toBe(false);
  });

  it('ignores a flush for a line with nothing pending', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'quantity.flush', key: '9:XL' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('active');
  });
});
