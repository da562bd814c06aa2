/**
 * The Sports Centre content (coaches, coaching plans, testimonials): read for the public pages and the admin's
 * Coaches, Programs and Testimonials tabs; created, saved and deleted by staff. Every save and delete carries the
 * version the form was loaded at: one made from an older copy is refused (409 version_conflict), nothing written.
 * Deleting is a soft delete (`deleted_at` set): the row stays for the record, no page shows it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  AdminCentreResponse,
  AdminCoach,
  AdminPlan,
  AdminTestimonial,
  CentreResponse,
  CoachInput,
  PlanInput,
  TestimonialInput,
} from '../../machines/api/centre.schema';
import { apiMessages } from '../../machines/api/errors';
import type { Database } from '../db/client';
import { coaches, coachingPlans, testimonials } from '../db/schema';
import { ApiError } from '../errors';

type CoachRecord = typeof coaches.$inferSelect;
type PlanRecord = typeof coachingPlans.$inferSelect;
type TestimonialRecord = typeof testimonials.$inferSelect;

const coachOf = (r: CoachRecord): AdminCoach => ({
  id: r.id,
  name: r.name,
  sport: r.sport,
  experienceYears: r.experienceYears,
  pricing: r.pricing,
  bio: r.bio,
  philosophy: r.philosophy,
  image: r.image,
  version: r.version,
});

const planOf = (r: PlanRecord): AdminPlan => ({
  id: r.id,
  sport: r.sport as AdminPlan['sport'],
  name: r.name,
  frequency: r.frequency,
  price: r.price,
  durationMonths: r.durationMonths,
  level: r.level,
  isCustom: r.isCustom,
  version: r.version,
});

const testimonialOf = (r: TestimonialRecord): AdminTestimonial => ({
  id: r.id,
  name: r.name,
  text: r.text,
  rating: r.rating,
  date: r.date,
  section: r.section as AdminTestimonial['section'],
  version: r.version,
});

/** GET /api/admin/centre: every live record in list order, with versions. */
export async function adminCentre(db: Database): Promise<AdminCentreResponse> {
  const [c, p, t] = await Promise.all([
    db.select().from(coaches).where(isNull(coaches.deletedAt)).orderBy(asc(coaches.position), asc(coaches.id)),
    db
      .select()
      .from(coachingPlans)
      .where(isNull(coachingPlans.deletedAt))
      .orderBy(asc(coachingPlans.position), asc(coachingPlans.id)),
    db
      .select()
      .from(testimonials)
      .where(isNull(testimonials.deletedAt))
      .orderBy(asc(testimonials.position), asc(testimonials.id)),
  ]);
  return { coaches: c.map(coachOf), plans: p.map(planOf), testimonials: t.map(testimonialOf) };
}

const unversioned = <T extends { version: number }>({ version: _version, ...rest }: T) => rest;

/** GET /api/centre */
export async function publicCentre(db: Database): Promise<CentreResponse> {
  const all = await adminCentre(db);
  return {
    coaches: all.coaches.map(unversioned),
    plans: all.plans.map(unversioned),
    testimonials: all.testimonials.map(unversioned),
  };
}

/** A new record's id: its name as a slug and a random suffix ("priya-nair-3f9a1c"). */
export function newId(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'record'}-${randomBytes(3).toString('hex')}`;
}

const conflict = () => new ApiError(409, 'version_conflict', apiMessages.versionConflict, 'version');
const missing = () => new ApiError(404, 'not_found', 'This record no longer exists. Reload to see the current list.');

/** Why an update matched no row: the record is gone (404) or was saved meanwhile (409). */
async function refusal(exists: () => Promise<unknown[]>): Promise<ApiError> {
  return (await exists()).length ? conflict() : missing();
}

// ---- coaches ----

export async function createCoach(db: Database, input: CoachInput): Promise<AdminCoach> {
  const [row] = await db
    .insert(coaches)
    .values({ id: newId(input.name), ...input, position: sql`(select coalesce(max(position), -1) + 1 from coaches)` })
    .returning();
  return coachOf(row!);
}

export async function saveCoach(
  db: Database,
  id: string,
  input: CoachInput & { version: number },
): Promise<AdminCoach> {
  const { version, ...fields } = input;
  const [row] = await db
    .update(coaches)
    .set({ ...fields, version: sql`${coaches.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(coaches.id, id), eq(coaches.version, version), isNull(coaches.deletedAt)))
    .returning();
  if (!row)
    throw await refusal(() =>
      db
        .select({ id: coaches.id })
        .from(coaches)
        .where(and(eq(coaches.id, id), isNull(coaches.deletedAt))),
    );
  return coachOf(row);
}

export async function deleteCoach(db: Database, id: string, version: number): Promise<{ deleted: true }> {
  const [row] = await db
    .update(coaches)
    .set({ deletedAt: sql`now()`, version: sql`${coaches.version} + 1` })
    .where(and(eq(coaches.id, id), eq(coaches.version, version), isNull(coaches.deletedAt)))
    .returning({ id: coaches.id });
  if (!row)
    throw await refusal(() =>
      db
        .select({ id: coaches.id })
        .from(coaches)
        .where(and(eq(coaches.id, id), isNull(coaches.deletedAt))),
    );
  return { deleted: true };
}

// ---- coaching plans ----

export async function createPlan(db: Database, input: PlanInput): Promise<AdminPlan> {
  const [row] = await db
    .insert(coachingPlans)
    .values({
      id: newId(`${input.sport}-${input.name}`),
      ...input,
      position: sql`(select coalesce(max(position), -1) + 1 from coaching_plans)`,
    })
    .returning();
  return planOf(row!);
}

export async function savePlan(db: Database, id: string, input: PlanInput & { version: number }): Promise<AdminPlan> {
  const { version, ...fields } = input;
  const [row] = await db
    .update(coachingPlans)
    .set({ ...fields, version: sql`${coachingPlans.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(coachingPlans.id, id), eq(coachingPlans.version, version), isNull(coachingPlans.deletedAt)))
    .returning();
  if (!row)
    throw await refusal(() =>
      db
        .select({ id: coachingPlans.id })
        .from(coachingPlans)
        .where(and(eq(coachingPlans.id, id), isNull(coachingPlans.deletedAt))),
    );
  return planOf(row);
}

export async function deletePlan(db: Database, id: string, version: number): Promise<{ deleted: true }> {
  const [row] = await db
    .update(coachingPlans)
    .set({ deletedAt: sql`now()`, version: sql`${coachingPlans.version} + 1` })
    .where(and(eq(coachingPlans.id, id), eq(coachingPlans.version, version), isNull(coachingPlans.deletedAt)))
    .returning({ id: coachingPlans.id });
  if (!row)
    throw await refusal(() =>
      db
        .select({ id: coachingPlans.id })
        .from(coachingPlans)
        .where(and(eq(coachingPlans.id, id), isNull(coachingPlans.deletedAt))),
    );
  return { deleted: true };
}

// ---- testimonials ----

export async function createTestimonial(db: Database, input: TestimonialInput): Promise<AdminTestimonial> {
  const [row] = await db
    .insert(testimonials)
    .values({
      id: newId(`${input.section}-${input.name}`),
      ...input,
      position: sql`(select coalesce(max(position), -1) + 1 from testimonials)`,
    })
    .returning();
  return testimonialOf(row!);
}

export async function saveTestimonial(
  db: Database,
  id: string,
  input: TestimonialInput & { version: number },
): Promise<AdminTestimonial> {
  const { version, ...fields } = input;
  const [row] = await db
    .update(testimonials)
    .set({ ...fields, version: sql`${testimonials.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(testimonials.id, id), eq(testimonials.version, version), isNull(testimonials.deletedAt)))
    .returning();
  if (!row)
    throw await refusal(() =>
      db
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(and(eq(testimonials.id, id), isNull(testimonials.deletedAt))),
    );
  return testimonialOf(row);
}

export async function deleteTestimonial(db: Database, id: string, version: number): Promise<{ deleted: true }> {
  const [row] = await db
    .update(testimonials)
    .set({ deletedAt: sql`now()`, version: sql`${testimonials.version} + 1` })
    .where(and(eq(testimonials.id, id), eq(testimonials.version, version), isNull(testimonials.deletedAt)))
    .returning({ id: testimonials.id });
  if (!row)
    throw await refusal(() =>
      db
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(and(eq(testimonials.id, id), isNull(testimonials.deletedAt))),
    );
  return { deleted: true };
}
