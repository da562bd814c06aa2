/**
 * The admin managers' API: what staff save is what the public API serves. Every route refuses without a session,
 * every mutation without the CSRF token; bad input is a 4xx and changes nothing; an edit made from an older copy
 * is refused (409 version_conflict). Runs on PGlite, and again on a throwaway PostgreSQL when its binaries exist.
 */
import { describe, expect, it } from 'vitest';
import { availabilityResponseSchema, holdResponseSchema } from '../../machines/api/booking.schema';
import { adminRatesResponseSchema, ratesResponseSchema } from '../../machines/api/rates.schema';
import { seededRateTable } from '../../machines/booking/rates';
import { sportIds } from '../../machines/booking/sports';
import { adminClient, errorOf } from './adminClient';
import { adminSuite } from './adminSuite';
import { customer, databaseSuites, SATURDAY, TUESDAY } from './helpers';

describe.each(databaseSuites)('admin managers API on $name', ({ skip, open }) => {
  const env = adminSuite({ skip, open });

  const publicRates = async () => ratesResponseSchema.parse((await env.app.inject({ url: '/api/rates' })).json()).rates;

  describe('court rates (Pricing)', () => {
    it('serves each sport as seeded: the hourly bands, lights, two hours and add-ons', async () => {
      expect(await publicRates()).toEqual(sportIds.map((sport) => ({ sport, ...seededRateTable[sport] })));
    });

    it('a save changes the public rates, the availability prices and what a hold charges', async () => {
      const staff = await adminClient(() => env.app).login();
      const { rates } = adminRatesResponseSchema.parse((await staff.get('/api/admin/rates')).json());
      const tennis = rates.find((r) => r.sport === 'tennis')!;
      const saved = await staff.post('/api/admin/rates', {
        rates: [{ ...tennis, peak: 1200, offPeak: 900, weekend: 1500, lights: null }],
      });
      expect(saved.statusCode).toBe(200);
      expect(adminRatesResponseSchema.parse(saved.json()).rates.find((r) => r.sport === 'tennis')).toMatchObject({
        peak: 1200,
        offPeak: 900,
        weekend: 1500,
        lights: null,
        version: 1,
      });
      expect((await publicRates()).find((r) => r.sport === 'tennis')).toEqual({
        sport: 'tennis',
        peak: 1200,
        offPeak: 900,
        weekend: 1500,
        lights: null,
        twoHours: null,
        addOns: seededRateTable.tennis.addOns,
      });

      const day = availabilityResponseSchema.parse(
        (await env.app.inject({ url: `/api/availability?sport=tennis&date=${TUESDAY}` })).json(),
      );
      const price = (time: string) => day.courts[0]!.slots.find((s) => s.time === time)!.price;
      expect([price('07:00'), price('12:00'), price('18:00'), price('23:00')]).toEqual([1200, 900, 1200, 900]);
      expect(day.ratePerHour).toBe(900);

      const hold = await env.app.inject({
        method: 'POST',
        url: '/api/holds',
        payload: {
          sport: 'tennis',
          customer,
          sessions: [
            { date: TUESDAY, time: '18:00', court: 1, duration: 1.5 },
            { date: SATURDAY, time: '12:00', court: 2, duration: 1 },
          ],
        },
      });
      expect(hold.statusCode).toBe(201);
      expect(holdResponseSchema.parse(hold.json()).amount).toBe(1800 + 1500);
    });

    it('saves lights, a two-hour price and add-ons; a save without them (an older admin page) keeps them', async () => {
      const staff = await adminClient(() => env.app).login();
      const { rates } = adminRatesResponseSchema.parse((await staff.get('/api/admin/rates')).json());
      const futsal = rates.find((r) => r.sport === 'futsal')!;
      const addOns = [
        { name: 'Bibs', price: 30, perHour: false },
        { name: 'Ball', price: 100, perHour: true },
      ];
      const saved = await staff.post('/api/admin/rates', {
        rates: [{ ...futsal, lights: 1800, twoHours: 2500, addOns }],
      });
      expect(saved.statusCode).toBe(200);
      expect((await publicRates()).find((r) => r.sport === 'futsal')).toMatchObject({
        lights: 1800,
        twoHours: 2500,
        addOns,
      });
      const hold = async (time: string, duration: number) =>
        holdResponseSchema.parse(
          (
            await env.app.inject({
              method: 'POST',
              url: '/api/holds',
              payload: { sport: 'futsal', customer, sessions: [{ date: TUESDAY, time, court: 1, duration }] },
            })
          ).json(),
        ).amount;
      expect(await hold('08:00', 2)).toBe(2500);
      expect(await hold('20:00', 1)).toBe(1800);

      const { peak, offPeak, weekend, sport } = futsal;
      const older = await staff.post('/api/admin/rates', {
        rates: [{ sport, peak: peak + 100, offPeak, weekend, version: 1 }],
      });
      expect(older.statusCode).toBe(200);
      expect((await publicRates()).find((r) => r.sport === 'futsal')).toEqual({
        sport,
        peak: peak + 100,
        offPeak,
        weekend,
        lights: 1800,
        twoHours: 2500,
        addOns,
      });
      const cleared = await staff.post('/api/admin/rates', {
        rates: [{ sport, peak, offPeak, weekend, lights: null, twoHours: null, addOns: [], version: 2 }],
      });
      expect(cleared.statusCode).toBe(200);
      expect((await publicRates()).find((r) => r.sport === 'futsal')).toEqual({
        sport,
        peak,
        offPeak,
        weekend,
        lights: null,
        twoHours: null,
        addOns: [],
      });
    });

    it('refuses bad input with a 400 that names the field, and saves nothing', async () => {
      const staff = await adminClient(() => env.app).login();
      const { rates } = adminRatesResponseSchema.parse((await staff.get('/api/admin/rates')).json());
      const row = rates[0]!;
      for (const bad of [
        { rates: [{ ...row, peak: -1 }] },
        { rates: [{ ...row, offPeak: 12.5 }] },
        { rates: [{ ...row, weekend: '500' }] },
        { rates: [{ ...row, lights: 0 }] },
        { rates: [{ ...row, twoHours: '2000' }] },
        { rates: [{ ...row, addOns: [{ name: ' ', price: 50, perHour: false }] }] },
        { rates: [{ ...row, addOns: [{ name: 'Racket', price: 50 }] }] },
        {
          rates: [
            { ...row, addOns: Array.from({ length: 9 }, (_, i) => ({ name: `Item ${i}`, price: 10, perHour: false })) },
          ],
        },
        { rates: [{ ...row, sport: 'cricket' }] },
        { rates: [row, row] },
        { rates: [] },
        { rates: 'all' },
      ]) {
        const res = await staff.post('/api/admin/rates', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(errorOf(res).code).toBe('bad_request');
      }
      expect(errorOf(await staff.post('/api/admin/rates', { rates: [{ ...row, peak: 0 }] })).message).toBe(
        'rates.0.peak: Peak: the price must be at least ₹1.',
      );
      expect(
        errorOf(
          await staff.post('/api/admin/rates', {
            rates: [{ ...row, addOns: [{ name: 'Racket', price: 0.5, perHour: false }] }],
          }),
        ).message,
      ).toBe('rates.0.addOns.0.price: Add-on price: enter whole rupees.');
      expect(await publicRates()).toEqual(rates.map(({ version: _v, ...r }) => r));
    });

    it("refuses a save made from an older copy (409), keeping the other staff member's prices", async () => {
      const first = await adminClient(() => env.app).login();
      const second = await adminClient(() => env.app).login();
      const loaded = adminRatesResponseSchema.parse((await first.get('/api/admin/rates')).json()).rates;
      const row = loaded[0]!;
      expect((await first.post('/api/admin/rates', { rates: [{ ...row, peak: 400 }] })).statusCode).toBe(200);
      const late = await second.post('/api/admin/rates', {
        rates: [
          { ...row, peak: 450 },
          { ...loaded[1]!, peak: 999 },
        ],
      });
      expect(late.statusCode).toBe(409);
      expect(errorOf(late)).toMatchObject({
        code: 'version_conflict',
        message: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
      });
      const now = await publicRates();
      expect(now[0]!.peak).toBe(400);
      expect(now[1]!.peak).toBe(seededRateTable.tennis.peak);
    });

    it('refuses without a session and without the CSRF token', async () => {
      expect((await env.app.inject({ url: '/api/admin/rates' })).statusCode).toBe(401);
      const body = { rates: [{ sport: 'badminton', peak: 1, offPeak: 1, weekend: 1, version: 0 }] };
      expect((await env.app.inject({ method: 'POST', url: '/api/admin/rates', payload: body })).statusCode).toBe(401);
      const staff = await adminClient(() => env.app).login();
      const res = await staff.post('/api/admin/rates', body, {});
      expect(res.statusCode).toBe(403);
      expect((await publicRates())[0]!.peak).toBe(350);
    });
  });
});
