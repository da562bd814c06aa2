/**
 * System Settings: read by the public pages (GET /api/site), the booking check (days ahead), holds (hold minutes and
 * the grace their slots stay kept after), staff's and visitors' cancels (the court refund bands) and the outbox (which
 * kinds of email are switched on); saved by owners with the version they edited (409 when another save came first),
 * in one transaction with its audit row. A save is an admin change, so it bumps the content version and every kept
 * page is rendered again with it (server/ops/contentVersion.ts).
 */
import { eq } from 'drizzle-orm';
import { siteDefaults } from '../../app/config/site';
import type { SiteSettings, SiteSettingsResponse } from '../../machines/admin/settings';
import { apiMessages } from '../../machines/api/errors';
import type { BookingWindow } from '../../machines/booking/bookable.rules';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';
import { ApiError } from '../errors';
import { audit, type AuditActor } from './audit';

/**
 * The settings until an owner saves them: the shipped defaults (app/config/site.ts, with the build's VITE_*
 * overrides), with the days-ahead rule from BOOKING_DAYS_AHEAD when it is a whole number from 1 to 60 (the e2e tests
 * book further ahead of their fixed clock than 7 days).
 */
export function initialSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const days = Number(env.BOOKING_DAYS_AHEAD);
  return Number.isInteger(days) && days >= 1 && days <= 60
    ? { ...siteDefaults, booking: { ...siteDefaults.booking, daysAhead: days } }
    : siteDefaults;
}

/**
 * The settings and their version (0 while they were never saved). A row saved before a part existed (the
 * notification switches) gets that part's defaults.
 */
export async function readSettings(db: Database): Promise<SiteSettingsResponse> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const initial = initialSettings();
  if (!row) return { settings: initial, version: 0 };
  const saved: Partial<SiteSettings> = row.data;
  return {
    settings: { ...initial, ...saved, notifications: { ...initial.notifications, ...saved.notifications } },
    version: row.version,
  };
}

/** The bookable rule's window at `now`: how many days ahead the settings let courts be booked. */
export async function bookingWindow(db: Database, now: number): Promise<BookingWindow> {
  return { now, daysAhead: (await readSettings(db)).settings.booking.daysAhead };
}

/** Saves the settings made from `version`; 409 version_conflict when they changed meanwhile (nothing saved). */
export async function saveSettings(
  deps: { db: Database; now: () => number },
  settings: SiteSettings,
  version: number,
  actor: AuditActor,
): Promise<SiteSettingsResponse> {
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [current] = await t.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    if ((current?.version ?? 0) !== version) throw new ApiError(409, 'version_conflict', apiMessages.versionConflict);
    const at = new Date(deps.now());
    const next = version + 1;
    if (current) {
      await t.update(siteSettings).set({ data: settings, version: next, updatedAt: at }).where(eq(siteSettings.id, 1));
    } else {
      const inserted = await t
        .insert(siteSettings)
        .values({ id: 1, data: settings, version: next, updatedAt: at })
        .onConflictDoNothing()
        .returning({ id: siteSettings.id });
      if (inserted.length === 0) throw new ApiError(409, 'version_conflict', apiMessages.versionConflict);
    }
    await audit(
      t,
      actor,
      {
        kind: 'settings.save',
        record: 'settings',
        summary: 'Saved System Settings.',
        before: current?.data ?? initialSettings(),
        after: settings,
      },
      at,
    );
    return { settings, version: next };
  });
}
