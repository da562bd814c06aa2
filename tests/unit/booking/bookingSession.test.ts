import { describe, expect, it, vi } from 'vitest';
import { createBookingSession } from '../../../app/pages/sports/bookingSession';
import { seededRateTable } from '../../../machines/booking/rates';
import { bookingMessages } from '../../../machines/booking/booking.rules';
import { selectPaymentOrder } from '../../../machines/booking/booking.selectors';
import { slotTimes } from '../../../machines/booking/slots';

const TODAY = '2026-11-21';

function session(sport: 'tennis' | null = 'tennis') {
  const push = vi.fn((_toast: unknown) => 'toast-1');
  const s = createBookingSession({
    today: TODAY,
    sport,
    rates: seededRateTable,
    paymentsMode: 'demo',
    push,
    chatNumber: '+91 90000 00001',
  });
  s.start();
  const view = () => {
    const snapshot = s.booking.getSnapshot();
    return snapshot.matches('booking') ? snapshot.context.sport : 'list';
  };
  return { s, push, view };
}

describe('/sports booking session', () => {
  it('opens on the sport the page opened on, and follows the address to the list and to another sport', () => {
    const { s, view } = session('tennis');
    expect(view()).toBe('tennis');
    s.show('tennis');
    expect(view()).toBe('tennis');
    s.show(null);
    expect(view()).toBe('list');
    s.show('futsal');
    expect(view()).toBe('futsal');
    // From one sport straight to another (an address typed or followed while a booking view is up).
    s.show('badminton');
    expect(view()).toBe('badminton');
  });

  it('a booking started on another sport starts fresh, and what was typed for the payment stays', () => {
    const { s } = session('tennis');
    s.booking.send({ type: 'user.selectCourt', court: 2 });
    s.payment.send({ type: 'user.changeField', field: 'name', value: 'Priya Raman' });
    s.show(null);
    s.show('badminton');
    expect(s.booking.getSnapshot().context.court).toBe(1);
    expect(s.payment.getSnapshot().context.customer.name).toBe('Priya Raman');
  });

  it("shows the machines' toasts in the app's queue", () => {
    const { s, push } = session('tennis');
    s.booking.send({ type: 'user.setMode', mode: 'multiple' });
    s.booking.send({ type: 'user.addSession' });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push.mock.calls[0]![0]).toMatchObject({
      ...bookingMessages.missingDateTime,
      variant: 'destructive',
      action: undefined,
    });
  });

  it('tells its subscribers when the confirmation is cleared, and only when something changed', () => {
    const { s } = session(null);
    const listener = vi.fn();
    const unsubscribe = s.subscribe(listener);
    s.clearConflict();
    expect(listener).not.toHaveBeenCalled();
    s.clearPaid();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(s.outcome()).toEqual({ paid: null, conflict: null });
    unsubscribe();
    s.clearPaid();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('says which chosen slot someone else booked meanwhile, and drops nothing while a payment is under way', async () => {
    const { s: live } = session('tennis');
    const day = (booked: string[]) => ({
      sport: 'tennis' as const,
      date: '2026-12-07',
      ratePerHour: 1000,
      courts: [1, 2].map((court) => ({
        court,
        slots: slotTimes.map((time) => ({
          time,
          state: court === 1 && booked.includes(time) ? ('booked' as const) : ('free' as const),
          price: 1000,
        })),
      })),
    });
    live.booking.send({ type: 'user.selectDate', date: '2026-12-07' });
    live.booking.send({ type: 'availability.live', availability: day([]) });
    live.booking.send({ type: 'user.selectTime', time: '09:00' });
    for (const [field, value] of [
      ['name', 'Priya Raman'],
      ['email', 'priya@example.com'],
      ['phone', '98765 43210'],
    ] as const)
      live.payment.send({ type: 'user.changeField', field, value });
    // What the booking view's container sends when the booking changes.
    const order = selectPaymentOrder(live.booking.getSnapshot())!;
    live.payment.send({ type: 'order.changed', ...order });
    live.payment.send({ type: 'user.pay' });
    expect(live.booking.getSnapshot().context.paying).toBe(true);
    live.booking.send({ type: 'availability.live', availability: day(['09:00']) });
    expect(live.booking.getSnapshot().context.time).toBe('09:00');
    // No server here: the hold fails, the payment ends, and the same day now drops the slot and says so.
    await vi.waitFor(() => expect(live.booking.getSnapshot().context.paying).toBe(false));
    live.booking.send({ type: 'availability.live', availability: day(['09:00']) });
    expect(live.booking.getSnapshot().context.time).toBeNull();
    expect(live.outcome().conflict).toBe(
      'Tennis Mon, 7 Dec 2026 at 9:00 AM, Court 1 was just booked by someone else, so it is no longer in your booking. Your other choices are kept.',
    );
  });
});
