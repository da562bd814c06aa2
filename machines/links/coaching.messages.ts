/**
 * The chat messages of the about, coaching and academy pages (spec §7): coach enquiry, Join Now on a plan,
 * Get More Info, and the academy's trial, enquiry and talk-to-a-coach messages. Each takes the coaching
 * catalogue's own records and returns plain text; pair it with `whatsappLink(number, text)` from ./outbound
 * (the sports number for coaches and plans, the academy number for the academy).
 *
 * The wording is the shared builders' of ./messages (one text per message kind); this module decides which
 * fields of a coach, plan or programme go into them.
 */
import type { AcademyProgramme, Coach, CoachingPlan, CoachingProgram } from '../coaching/coaching.types';
import {
  academyCoachMessage,
  academyEnquiryMessage,
  academyTrialMessage,
  coachEnquiryMessage,
  coachingInfoMessage,
  coachingPlanJoinMessage,
} from './messages';

/** The level a plan's Join Now message names when the plan has none (spec §7). */
export const DEFAULT_PLAN_LEVEL = 'Regular';

/** Enquiry about one coach (About page): the coach's name and sport. */
export function coachEnquiryText(coach: Pick<Coach, 'name' | 'sport'>): string {
  return coachEnquiryMessage({ coachName: coach.name, sport: coach.sport });
}

/** Join Now on a plan: sport, level (Regular when the plan has none), plan name, price and duration. */
export function planJoinText(program: Pick<CoachingProgram, 'sport'>, plan: CoachingPlan): string {
  return coachingPlanJoinMessage({
    sport: program.sport,
    level: plan.level ?? DEFAULT_PLAN_LEVEL,
    planName: plan.name,
    price: plan.price,
    duration: plan.months && plan.months > 1 ? `${plan.months} ${plan.duration}s` : plan.duration,
  });
}

/** Get More Info (the coaching page's closing block). */
export function coachingInfoText(): string {
  return coachingInfoMessage();
}

/** Book Free Trial / Book a Trial (no programme) or Book Trial Class in a programme's dialog. */
export function academyTrialText(programme?: Pick<AcademyProgramme, 'title'>): string {
  return programme ? academyTrialMessage({ programme: programme.title }) : academyTrialMessage();
}

/** Register / Enquire Now in a programme's dialog. */
export function academyEnquiryText(programme: Pick<AcademyProgramme, 'title'>): string {
  return academyEnquiryMessage({ programme: programme.title });
}

/** Talk to Coach (hero) and Talk to a Coach (closing block). */
export function academyCoachText(): string {
  return academyCoachMessage();
}
