/** A restart loses no confirmed booking: the PGlite data folder is closed and reopened. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { holdBody, MONDAY, START, testApp } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'pod-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps confirmed bookings, payments and the seed across a restart, and seeds the samples only once', async () => {
  const first = await openDatabase({ dataDir, today: MONDAY });
  let app = await testApp(first, { now: () => START });
  const { holdId } = (
    await app.inject({
      method: 'POST',
      url: '/api/holds',
      payload: holdBody([{ date: '2030-01-09', time: '06:00', court: 2, duration: 1 }]),
    })
  ).json();
  const confirmed = (
    await app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { holdId, paymentId: 'pay_restart' } })
  ).json();
  expect(confirmed.bookingIds).toHaveLength(1);
  const sample = (await app.inject({ url: `/api/availability?sport=badminton&date=${MONDAY}` })).json();
  expect(sample.courts[0].slots.find((s: { time: string }) => s.time === '07:00').state).toBe('booked');
  await app.close();
  await first.close();

  const second = await openDatabase({ dataDir, today: '2030-01-09' });
  app = await testApp(second, { now: () => START });
  const slots = (await app.inject({ url: '/api/availability?sport=badminton&date=2030-01-09' })).json().courts[1].slots;
  expect(slots.find((s: { time: string }) => s.time === '06:00').state).toBe('booked');
  const again = await app.inject({
    method: 'POST',
    url: '/api/bookings/confirm',
    payload: { holdId, paymentId: 'pay_restart' },
  });
  expect(again.json().bookingIds).toEqual(confirmed.bookingIds);
  const samples = await second.db.execute(
    (await import('drizzle-orm')).sql`SELECT count(*)::int AS n FROM bookings WHERE id LIKE 'BK-SAMPLE%'`,
  );
  expect((samples as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(5);
  await app.close();
  await second.close();
});
