/**
 * One rule for how far ahead a court can be booked (issue 45): the settings' days ahead (System Settings, default 7)
 * is what the visitor's hold, the visitor's reschedule and staff's move are refused by, with one message, and what
 * every availability answer tells the grid (`bookableUntil`), at once after an owner changes it. On PGlite, and on
 * PostgreSQL when its binaries exist.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../machines/admin/settings';
import { availabilityResponseSchema, confirmBookingResponseSchema } from '../../machines/api/booking.schema';
import { addDays } from '../../machines/time/dates';
import { adminClient, errorOf } from './adminClient';
import {
  customer,
  databaseSuites,
  holdAndPay,
  holdBody,
  MONDAY,
  resetWithDemoAdmin,
  suiteResources,
  testApp,
  testClock,
  TUESDAY,
} from './helpers';

const TOO_FAR = 'Courts can be booked up to 3 days ahead. Choose an earlier date.';

describe.each(databaseSuites)('The booking window on $name', ({ skip, open }) => {
  const env = suiteResources(skip, open);
  const clock = testClock();
  beforeEach(async (context) => {
    if (skip) return context.skip();
    await env.app?.close();
    await resetWithDemoAdmin(env.handle);
    env.app = await testApp(env.handle, { now: clock.now, admin: { loginsPerAddress: 0, loginsPerAccount: 0 } });
  });
  const app = () => env.app!;

  const bookableUntil = async (date: string) =>
    availabilityResponseSchema.parse(
      (await app().inject({ url: `/api/availability?sport=tennis&date=${date}` })).json(),
    ).bookableUntil;

  it('is the settings’ days ahead for the grid, a hold, a reschedule and a staff move alike', async () => {
    expect(await bookableUntil(TUESDAY)).toBe(addDays(MONDAY, defaultSiteSettings.booking.daysAhead));
    const { holdId } = await holdAndPay(app(), holdBody([{ date: TUESDAY, time: '10:00', court: 1, duration: 1 }]));
    const paid = confirmBookingResponseSchema.parse(
      (
        await app().inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId: 'pay_win' } })
      ).json(),
    );
    const bookingId = paid.bookingIds[0]!;

    const owner = await adminClient(app).login();
    const settings = structuredClone(defaultSiteSettings);
    settings.booking.daysAhead = 3;
    expect((await owner.post('/api/admin/settings', { settings, version: 0 })).statusCode).toBe(200);
    // The cached answer is forgotten at the save: the grid shows the new window on its next read.
    expect(await bookableUntil(TUESDAY)).toBe(addDays(MONDAY, 3));

    const hold = await app().inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: addDays(MONDAY, 4), time: '10:00', court: 1, duration: 1 }]),
    });
    expect([hold.statusCode, errorOf(hold).message]).toEqual([400, `sessions.0.date: ${TOO_FAR}`]);

    const reschedule = await app().inject({
      method: 'POST',
      url: '/api/my-booking/reschedule',
      payload: {
        reference: paid.reference,
        phone: customer.phone,
        bookingId,
        date: addDays(MONDAY, 4),
        time: '10:00',
        court: 1,
      },
    });
    expect([reschedule.statusCode, errorOf(reschedule).message]).toEqual([409, TOO_FAR]);

    const move = await owner.post(`/api/admin/bookings/${bookingId}/move`, {
      date: addDays(MONDAY, 4),
      time: '10:00',
      court: 2,
    });
    expect([move.statusCode, errorOf(move).message]).toEqual([400, TOO_FAR]);
    const inside = await owner.post(`/api/admin/bookings/${bookingId}/move`, {
      date: addDays(MONDAY, 3),
      time: '10:00',
      court: 2,
    });
    expect(inside.statusCode).toBe(200);
  });
});
