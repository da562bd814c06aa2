/**
 * Seeds the Sports Centre content (coaches, coaching plans, testimonials) from the shipped catalogue
 * (machines/coaching/centre.catalogue.ts `seededCentre`), so the site looks the same on first start. Inserts only
 * what is missing (by id): a record staff deleted stays deleted, an edited one keeps its edits.
 */
import { seededCentre } from '../../machines/coaching/centre.catalogue';
import type { Database } from './client';
import { coaches, coachingPlans, testimonials } from './schema';

export async function seedCentre(db: Database): Promise<void> {
  await db
    .insert(coaches)
    .values(seededCentre.coaches.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  await db
    .insert(coachingPlans)
    .values(seededCentre.plans.map((p, position) => ({ ...p, position })))
    .onConflictDoNothing();
  await db
    .insert(testimonials)
    .values(seededCentre.testimonials.map((t, position) => ({ ...t, position })))
    .onConflictDoNothing();
}
