/**
 * The shape of the coaching data (spec §3: coach, coaching program and plan, academy programme, achievement
 * slide). Plain, serialisable records that refer to each other by id, so the same shape can later come from the
 * API and the admin instead of `coaching.data.ts`.
 */

/** The icon a sport or programme shows; the design system maps each to a drawing. */
export const sportIcons = ['football', 'badminton', 'tennis', 'pickleball', 'futsal', 'fitness'] as const;
export type SportIcon = (typeof sportIcons)[number];

/** The sports of the coaching page, in order (spec: football, badminton, tennis). */
export const coachingSportIds = ['football', 'badminton', 'tennis'] as const;
export type CoachingSportId = (typeof coachingSportIds)[number];

/** The academy programmes, in order. */
export const academyProgrammeIds = ['badminton', 'tennis', 'pickleball', 'futsal', 'fitness'] as const;
export type AcademyProgrammeId = (typeof academyProgrammeIds)[number];

/** A programme card's colour; the design system maps each to a token tone. */
export const programmeColours = ['green', 'blue', 'amber', 'teal', 'slate'] as const;
export type ProgrammeColour = (typeof programmeColours)[number];

/** A coach (spec §3, public fields, plus an id). */
export interface Coach {
  id: string;
  name: string;
  /** The sport coached, as read: "Badminton". */
  sport: string;
  /** Whole years of coaching. */
  experienceYears: number;
  bio: string;
  philosophy: string;
  /** Portrait file (an SVG under /coaches). */
  image: string;
}

/** The only plan duration the spec has: priced per month. */
export type PlanDuration = 'month';

/** A coaching plan (spec §3): name, frequency, price, duration, optional level and custom flag. */
export interface CoachingPlan {
  /** Unique across all programs, e.g. "badminton-beginner-3". */
  id: string;
  name: string;
  /** How often, as read: "3 days a week". */
  frequency: string;
  /** Rupees per `duration`. */
  price: number;
  duration: PlanDuration;
  /** How many `duration`s the price covers; 1 when absent ("per month"), 3 reads "per 3 months". */
  months?: number;
  /** "Beginner", "Advanced"...; the Join Now message says "Regular" when absent. */
  level?: string;
  /** A plan made to measure (custom schedule). */
  isCustom?: boolean;
  /** A highlight such as "Premium". */
  badge?: string;
}

/** A coaching program: one sport with its coaches, feature chips and plans. */
export interface CoachingProgram {
  id: CoachingSportId;
  /** The sport as read: "Football". */
  sport: string;
  icon: SportIcon;
  /** Coaches of this program, by id. */
  coachIds: readonly string[];
  features: readonly string[];
  plans: readonly CoachingPlan[];
}

/** An academy age group: "Juniors", "6-10", what it works on. */
export interface AgeGroup {
  group: string;
  /** Age range as the spec writes it: "6-10", "17+". */
  age: string;
  focus: string;
}

/** An academy batch: "Morning Batch", "6:00 AM - 7:30 AM", "Mon, Wed, Fri". */
export interface ScheduleBatch {
  batch: string;
  time: string;
  days: string;
}

/** Academy fees in rupees per period. */
export interface AcademyFees {
  monthly: number;
  quarterly: number;
  annual: number;
}

/** An academy programme (spec §3). */
export interface AcademyProgramme {
  id: AcademyProgrammeId;
  title: string;
  tagline: string;
  icon: SportIcon;
  colour: ProgrammeColour;
  overview: string;
  ageGroups: readonly AgeGroup[];
  schedule: readonly ScheduleBatch[];
  /** The programme's coach, by id. */
  coachId: string;
  fees: AcademyFees;
}

/** A slide of the academy's achievements carousel (spec §3: image, caption, badge). */
export interface AchievementSlide {
  id: string;
  image: string;
  /** What the picture shows, for screen readers. */
  alt: string;
  caption: string;
  badge: string;
}

/** Everything the about, coaching and academy pages show: one source, by id. */
export interface CoachingCatalogue {
  coaches: readonly Coach[];
  /** The coaches the About page introduces, in order (four). */
  aboutCoachIds: readonly string[];
  programs: readonly CoachingProgram[];
  academyProgrammes: readonly AcademyProgramme[];
  achievements: readonly AchievementSlide[];
}
