/**
 * The Sports Centre content (`GET /api/centre`: coaches, coaching plans, testimonials) turned into what the public
 * pages read: the coaching catalogue of /about, /coaching and /academy, and the reviews of /sports and /podboard.
 * `seededCentre` is the shipped content in the API's shape: the database's first-start seed, and the pages'
 * fallback when the API cannot be read. Pure.
 */
import type { CentreResponse, TestimonialSection } from '../api/centre.schema';
import { formatRupees } from '../money/money';
import { coachingCatalogue } from './coaching.data';
import type { Coach, CoachingCatalogue, CoachingPlan, CoachingProgram } from './coaching.types';
import { seedTestimonials } from './testimonials.data';

/** A coach's seeded Pricing text (the admin list's field): the plans of the coach's sport as a range. */
function seededPricing(sport: string): string {
  const program = coachingCatalogue.programs.find((p) => p.sport === sport);
  if (!program || program.plans.length === 0) return '';
  const prices = program.plans.map((p) => p.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  // The site's own rupee format (Indian grouping, no ICU): toLocaleString('en-IN') made the runtime build a number
  // format while the module loaded, about 15 ms of the page's start-up on a fast machine.
  return low === high ? `${formatRupees(low)} per month` : `${formatRupees(low)}-${formatRupees(high)} per month`;
}

/** The shipped content in the API's shape. */
export const seededCentre: CentreResponse = {
  coaches: coachingCatalogue.coaches.map((c) => ({
    id: c.id,
    name: c.name,
    sport: c.sport,
    experienceYears: c.experienceYears,
    pricing: seededPricing(c.sport),
    bio: c.bio,
    philosophy: c.philosophy,
    image: c.image,
  })),
  plans: coachingCatalogue.programs.flatMap((program) =>
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
  ),
  testimonials: seedTestimonials.map((t) => ({ ...t })),
};

/** The badge a made-to-measure plan shows. */
export const CUSTOM_PLAN_BADGE = 'Premium';

const sameSport = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The catalogue with the saved coaches and plans: a program lists the coaches of its sport and its saved plans, in
 * list order; the About page shows its four coaches (the shipped four still there, then others in list order).
 */
export function catalogueFromCentre(
  centre: Pick<CentreResponse, 'coaches' | 'plans'>,
  base: CoachingCatalogue = coachingCatalogue,
): CoachingCatalogue {
  const coaches: Coach[] = centre.coaches.map((c) => ({
    id: c.id,
    name: c.name,
    sport: c.sport,
    experienceYears: c.experienceYears,
    bio: c.bio,
    philosophy: c.philosophy,
    image: c.image,
  }));
  const programs: CoachingProgram[] = base.programs.map((program) => ({
    ...program,
    coachIds: coaches.filter((coach) => sameSport(coach.sport, program.sport)).map((coach) => coach.id),
    plans: centre.plans
      .filter((plan) => plan.sport === program.id)
      .map((plan): CoachingPlan => {
        const view: CoachingPlan = {
          id: plan.id,
          name: plan.name,
          frequency: plan.frequency,
          price: plan.price,
          duration: 'month',
        };
        if (plan.durationMonths > 1) view.months = plan.durationMonths;
        if (plan.level.trim()) view.level = plan.level.trim();
        if (plan.isCustom) {
          view.isCustom = true;
          view.badge = CUSTOM_PLAN_BADGE;
        }
        return view;
      }),
  }));
  const ids = new Set(coaches.map((c) => c.id));
  const about = base.aboutCoachIds.filter((id) => ids.has(id));
  for (const coach of coaches)
    if (about.length < base.aboutCoachIds.length && !about.includes(coach.id)) about.push(coach.id);
  return { ...base, coaches, programs, aboutCoachIds: about };
}

/** The pages that show the coaching catalogue, each from its own route loader. */
export type CoachingPageId = 'about' | 'coaching' | 'academy';

/**
 * The part of the catalogue `page` shows: the About page its four coaches, /coaching the programs with their plans
 * and coaches, /academy the programmes with their coaches and the achievements. A loader's data travels twice in a
 * served page (as HTML and as the router's data for hydrating), so each page carries only what it reads: /academy's
 * document 15,053 -> 14,419 bytes on the wire, under the 14,600 a connection's first round trip carries.
 */
export function catalogueForPage(catalogue: CoachingCatalogue, page: CoachingPageId): CoachingCatalogue {
  const coachesNamed = (ids: Iterable<string>) => {
    const wanted = new Set(ids);
    return catalogue.coaches.filter((coach) => wanted.has(coach.id));
  };
  const none = { coaches: [], aboutCoachIds: [], programs: [], academyProgrammes: [], achievements: [] };
  switch (page) {
    case 'about':
      return { ...none, coaches: coachesNamed(catalogue.aboutCoachIds), aboutCoachIds: catalogue.aboutCoachIds };
    case 'coaching':
      return {
        ...none,
        coaches: coachesNamed(catalogue.programs.flatMap((program) => program.coachIds)),
        programs: catalogue.programs,
      };
    case 'academy':
      return {
        ...none,
        coaches: coachesNamed(catalogue.academyProgrammes.map((programme) => programme.coachId)),
        academyProgrammes: catalogue.academyProgrammes,
        achievements: catalogue.achievements,
      };
  }
}

/** A testimonial as the Reviews pattern shows it. */
export interface ReviewItem {
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  date: string;
}

/** The testimonials of one reviews section, in list order. */
export function reviewsOf(centre: Pick<CentreResponse, 'testimonials'>, section: TestimonialSection): ReviewItem[] {
  return centre.testimonials
    .filter((t) => t.section === section)
    .map((t) => ({
      name: t.name,
      rating: Math.min(5, Math.max(1, Math.round(t.rating))) as ReviewItem['rating'],
      text: t.text,
      date: t.date,
    }));
}
