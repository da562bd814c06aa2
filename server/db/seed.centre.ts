/**
 * Seeds the Sports Centre content (coaches, coaching plans, testimonials) from the shipped catalogue, so the site
 * looks the same on first start. Inserts only what is missing (by id): a record staff deleted stays deleted, an
 * edited one keeps its edits.
 */
import { coaches as seedCoaches, programs } from '../../machines/coaching/coaching.data';
import { seedTestimonials } from '../../machines/coaching/testimonials.data';
import type { Database } from './client';
import { coaches, coachingPlans, testimonials } from './schema';

/** Seeded coach pricing text (the admin list's Pricing field): the sport's plan range. */
const pricingOf = (sport: string): string => {
  const program = programs.find((p) => p.sport === sport);
  if (!program || program.plans.length === 0) return '';
  const prices = program.plans.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  return low === high ? `${rupees(low)} per month` : `${rupees(low)}-${rupees(high)} per month`;
};

export async function seedCentre(db: Database): Promise<void> {
  await db
    .insert(coaches)
    .values(
      seedCoaches.map((c, position) => ({
        id: c.id,
        name: c.name,
        sport: c.sport,
        experienceYears: c.experienceYears,
        pricing: pricingOf(c.sport),
        bio: c.bio,
        philosophy: c.philosophy,
        image: c.image,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(coachingPlans)
    .values(
      programs.flatMap((program) =>
        program.plans.map((plan) => ({
          id: plan.id,
          sport: program.id,
          name: plan.name,
          frequency: plan.frequency,
          price: plan.price,
          durationMonths: 1,
          level: plan.level ?? '',
          isCustom: plan.isCustom ?? false,
        })),
      ).map((row, position) => ({ ...row, position })),
    )
    .onConflictDoNothing();
  await db
    .insert(testimonials)
    .values(seedTestimonials.map((t, position) => ({ ...t, position })))
    .onConflictDoNothing();
}
