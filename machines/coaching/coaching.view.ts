/**
 * What the about, coaching and academy screens show, derived from the coaching catalogue: display-ready strings
 * (prices formatted, experience worded, ages and fees laid out) and the chat link of every button. The design
 * system takes these as props; the app and the stories build them here, so each rule lives in one place. This file
 * holds the wording both share and the coaches' and plans' views; academy.view.ts the academy's programmes.
 */
import { coachEnquiryText, coachingInfoText, DEFAULT_PLAN_LEVEL, planJoinText } from '../links/coaching.messages';
import { whatsappLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import type {
  Coach,
  CoachingCatalogue,
  CoachingPlan,
  CoachingProgram,
  CoachingSportId,
  PlanDuration,
  SportIcon,
} from './coaching.types';

/** "1 year experience", "12 years experience". */
export function formatExperience(years: number): string {
  const whole = Math.max(0, Math.floor(years));
  return `${whole} ${whole === 1 ? 'year' : 'years'} experience`;
}

/** "per month", or "per 3 months" for a plan priced over several. */
export function formatPlanPeriod(duration: PlanDuration, months = 1): string {
  return months > 1 ? `per ${months} ${duration}s` : `per ${duration}`;
}

/** An age range as read: "6-10" -> "6-10 years", "17+" -> "17+ years". */
export function formatAgeRange(age: string): string {
  return `${age} years`;
}

/** The coaches of the catalogue, by id. */
export function coachById(catalogue: Pick<CoachingCatalogue, 'coaches'>, id: string): Coach | undefined {
  return catalogue.coaches.find((coach) => coach.id === id);
}

const coachesOf = (catalogue: Pick<CoachingCatalogue, 'coaches'>, ids: readonly string[]): Coach[] =>
  ids.map((id) => coachById(catalogue, id)).filter((coach): coach is Coach => coach !== undefined);

// -------------------------------------------------------------------------------------------------------------
// Coaches

/** A coach's card. */
export interface CoachView {
  id: string;
  name: string;
  sport: string;
  /** "12 years experience". */
  experience: string;
  bio: string;
  philosophy: string;
  image: string;
  /** "Portrait of Arjun Menon". */
  imageAlt: string;
  /** The enquiry button's accessible name, its visible "Enquire Now" plus the coach: "Enquire Now about Arjun Menon". */
  enquiryLabel: string;
  /** The enquiry chat link, the coach's name in the text. */
  enquiryHref: string;
}

/** A coach as a card shows it; `chatNumber` is the desk that answers coaching enquiries. */
export function coachView(coach: Coach, chatNumber: string): CoachView {
  return {
    id: coach.id,
    name: coach.name,
    sport: coach.sport,
    experience: formatExperience(coach.experienceYears),
    bio: coach.bio,
    philosophy: coach.philosophy,
    image: coach.image,
    imageAlt: `Portrait of ${coach.name}`,
    enquiryLabel: `Enquire Now about ${coach.name}`,
    enquiryHref: whatsappLink(chatNumber, coachEnquiryText(coach)),
  };
}

/** The About page's coaches, in the catalogue's order for it. */
export function aboutCoachViews(catalogue: CoachingCatalogue, chatNumber: string): CoachView[] {
  return coachesOf(catalogue, catalogue.aboutCoachIds).map((coach) => coachView(coach, chatNumber));
}

// -------------------------------------------------------------------------------------------------------------
// Coaching programs and plans

/** A plan card. */
export interface CoachingPlanView {
  id: string;
  name: string;
  /** The level shown on the card; Regular when the plan has none. */
  level: string;
  frequency: string;
  /** "₹2,500". */
  price: string;
  /** "per month". */
  period: string;
  /** e.g. "Premium". */
  badge?: string;
  isCustom: boolean;
  /** Join Now's accessible name, naming the sport and plan: "Join Now: Badminton Beginner 3 Days". */
  joinLabel: string;
  /** The Join Now chat link: sport, level, plan, price and duration in the text. */
  joinHref: string;
}

/** A plan as its card shows it. */
export function coachingPlanView(
  program: Pick<CoachingProgram, 'sport'>,
  plan: CoachingPlan,
  chatNumber: string,
): CoachingPlanView {
  const view: CoachingPlanView = {
    id: plan.id,
    name: plan.name,
    level: plan.level ?? DEFAULT_PLAN_LEVEL,
    frequency: plan.frequency,
    price: formatRupees(plan.price),
    period: formatPlanPeriod(plan.duration, plan.months),
    isCustom: plan.isCustom ?? false,
    joinLabel: `Join Now: ${program.sport} ${plan.name}`,
    joinHref: whatsappLink(chatNumber, planJoinText(program, plan)),
  };
  if (plan.badge) view.badge = plan.badge;
  return view;
}

/** A coach as a coaching section lists it (no enquiry button there: the plans carry the calls to action). */
export interface CoachSummaryView {
  id: string;
  name: string;
  experience: string;
  image: string;
  imageAlt: string;
}

const coachSummary = (coach: Coach): CoachSummaryView => ({
  id: coach.id,
  name: coach.name,
  experience: formatExperience(coach.experienceYears),
  image: coach.image,
  imageAlt: `Portrait of ${coach.name}`,
});

/** One sport's section of the coaching page. */
export interface CoachingSectionView {
  id: CoachingSportId;
  sport: string;
  /** "Badminton Coaching". */
  heading: string;
  icon: SportIcon;
  coaches: CoachSummaryView[];
  features: readonly string[];
  plans: CoachingPlanView[];
}

/** The coaching page's sections, one per program, in order. */
export function coachingSectionViews(catalogue: CoachingCatalogue, chatNumber: string): CoachingSectionView[] {
  return catalogue.programs.map((program) => ({
    id: program.id,
    sport: program.sport,
    heading: `${program.sport} Coaching`,
    icon: program.icon,
    coaches: coachesOf(catalogue, program.coachIds).map(coachSummary),
    features: program.features,
    plans: program.plans.map((plan) => coachingPlanView(program, plan, chatNumber)),
  }));
}

/** The Get More Info chat link (coaching page closing block). */
export function coachingInfoHref(chatNumber: string): string {
  return whatsappLink(chatNumber, coachingInfoText());
}
