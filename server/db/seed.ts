/**
 * First-start seed: sports, courts, the court rate table (spec §9), the merchandise catalogue (spec §3) and the admin
 * sample bookings and payments (around the first start's date, so the admin and the grid show them). Safe to run
 * on every start: nothing is inserted twice, and the samples only on the start that created the sports. The admin
 * account (ADMIN_EMAIL / ADMIN_PASSWORD, or the demo pair) is brought up to date on every start.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { seededRateTable } from '../../machines/booking/rates';
import { courtNumbers, sports as sportList } from '../../machines/booking/sports';
import { toPaise } from '../../machines/money/money';
import { products as catalogue } from '../../machines/shop/catalogue';
import { addDays } from '../../machines/time/dates';
import { adminAccountFromEnv, seedAdminAccount, type AdminAccountConfig } from '../services/adminAuth';
import type { Database } from './client';
import { sessionRange } from './ranges';
import { bookings, courts, payments, products, sportRates, sports } from './schema';
import { sampleBookings, samplePayments } from './sample';
import { seedHomepage } from './seed.homepage';
import { seedGear } from './seed.gear';
import { seedCentre } from './seed.centre';
import { seedSiteContent } from './seed.siteContent';

/** Seeds what is missing; returns true when this was the first start (the sports table was empty). */
export async function seedDatabase(
  db: Database,
  today: string,
  admin: AdminAccountConfig = adminAccountFromEnv(process.env),
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(sports);
  const firstStart = (existing?.n ?? 0) === 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(sports)
      .values(sportList.map((s) => ({ id: s.id, name: s.name, courts: s.courts })))
      .onConflictDoNothing();
    await tx
      .insert(courts)
      .values(sportList.flatMap((s) => courtNumbers(s.id).map((number) => ({ sportId: s.id, number }))))
      .onConflictDoNothing();
    await seedRates(tx as unknown as Database);
    await seedProducts(tx as unknown as Database);
    await seedHomepage(tx as unknown as Database);
    await seedGear(tx as unknown as Database);
    await seedCentre(tx as unknown as Database);
    await seedSiteContent(tx as unknown as Database);
    if (!firstStart) return;
    const courtRows = await tx.select().from(courts);
    const courtId = (sport: string, number: number) =>
      courtRows.find((c) => c.sportId === sport && c.number === number)!.id;
    for (const b of sampleBookings) {
      const date = addDays(today, b.dayOffset);
      const minutes = Math.round(b.duration * 60);
      await tx.insert(bookings).values({
        id: b.id,
        courtId: courtId(b.sport, b.court),
        sportId: b.sport,
        date,
        time: b.time,
        durationMinutes: minutes,
        during: sessionRange(date, b.time, minutes),
        status: b.status,
        customerName: b.customerName,
        customerPhone: b.phone,
        amount: b.amount,
        paymentMode: b.paymentMode,
        whatsappSent: b.whatsappSent,
      });
    }
    await tx.insert(payments).values(
      samplePayments.map((p) => ({
        id: p.id,
        productName: p.productName,
        customerName: p.customerName,
        customerPhone: p.customerPhone,
        customerEmail: p.customerEmail,
        amountPaise: toPaise(p.amount),
        paymentId: p.paymentId,
        status: p.status,
        verification: 'unverified',
        paymentMethod: p.paymentMethod,
        date: addDays(today, p.dayOffset),
        receiptSent: p.receiptSent,
      })),
    );
  });
  await seedAdminAccount(db, admin);
  return firstStart;
}

/** What every sport charged before each was seeded as the centre advertises it (the booking rule, by mistake). */
export const LEGACY_SEEDED_RATES = { peak: 350, offPeak: 350, weekend: 500 } as const;

/**
 * The court rate table (machines/booking/rates.ts `seededRateTable`): a missing sport is inserted. A database made
 * before migration 0010 is brought to the seeded table where staff left it alone, and only there:
 * - a sport still at the old seed (350/350/500, version 0: never saved by staff) gets its seeded prices;
 * - a sport whose add-ons were never set (null: the column is new) gets its seeded add-ons, which the pages showed
 *   from code until then; staff's saved rates are kept.
 * Each change bumps the row's version, so a Pricing form loaded before it cannot save over it. Safe on every start
 * and from several processes: each update matches only rows still in the state it fixes.
 */
export async function seedRates(db: Database): Promise<void> {
  await db
    .insert(sportRates)
    .values(
      sportList.map((s) => ({ sportId: s.id, ...seededRateTable[s.id], addOns: [...seededRateTable[s.id].addOns] })),
    )
    .onConflictDoNothing();
  for (const { id } of sportList) {
    const seeded = seededRateTable[id];
    const legacy = LEGACY_SEEDED_RATES;
    const changed =
      seeded.peak !== legacy.peak ||
      seeded.offPeak !== legacy.offPeak ||
      seeded.weekend !== legacy.weekend ||
      seeded.lights !== null ||
      seeded.twoHours !== null;
    if (changed) {
      await db
        .update(sportRates)
        .set({
          peak: seeded.peak,
          offPeak: seeded.offPeak,
          weekend: seeded.weekend,
          lights: seeded.lights,
          twoHours: seeded.twoHours,
          version: sql`${sportRates.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(sportRates.sportId, id),
            eq(sportRates.version, 0),
            eq(sportRates.peak, legacy.peak),
            eq(sportRates.offPeak, legacy.offPeak),
            eq(sportRates.weekend, legacy.weekend),
            isNull(sportRates.lights),
            isNull(sportRates.twoHours),
          ),
        );
    }
    await db
      .update(sportRates)
      .set({ addOns: [...seeded.addOns], version: sql`${sportRates.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(sportRates.sportId, id), isNull(sportRates.addOns)));
  }
}

/** The catalogue's products (inserted when missing). */
export async function seedProducts(db: Database): Promise<void> {
  await db
    .insert(products)
    .values(
      catalogue.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        price: p.price,
        sizes: [...p.sizes],
        availability: p.availability,
        image: p.image,
        logoPosition: p.logoPosition,
      })),
    )
    .onConflictDoNothing();
}
