/**
 * The chat messages of the about, coaching and academy pages (spec §7): coach enquiry, Join Now on a plan,
 * Get More Info, and the academy's trial, enquiry and talk-to-a-coach messages. Each takes the coaching
 * catalogue's own records and returns plain text; pair it with `whatsappLink(number, text)` from ./outbound
 * (the sports number for coaches and plans, the academy number for the academy).
 *
 * The wording is each message kind's builder (the `*Message` functions, which ./messages re-exports); the `*Text`
 * functions decide which fields of a coach, plan or programme go into them.
 */
import type { AcademyProgramme, Coach, CoachingPlan, CoachingProgram } from '../coaching/coaching.types';
import { formatRupees } from '../money/money';
import { lines } from './messageLines';
import { CENTRE_NAME } from './site.messages';

/** The level a plan's Join Now message names when the plan has none (spec §7). */
export const DEFAULT_PLAN_LEVEL = 'Regular';

/** Enquiry about one coach (About page, per-coach button). */
export function coachEnquiryMessage(data: { coachName: string; sport: string }): string {
  return `Hi ${CENTRE_NAME}! I would like to know more about coaching with ${data.coachName} (${data.sport}). Could you share the batches and fees?`;
}

/** Join Now on a coaching plan: sport, level (defaults to Regular), plan name, price and duration. */
export function coachingPlanJoinMessage(data: {
  sport: string;
  level?: string;
  planName: string;
  price: number;
  /** e.g. 'month'. */
  duration: string;
}): string {
  const level = data.level?.trim() ? data.level.trim() : DEFAULT_PLAN_LEVEL;
  return lines(
    `Hi ${CENTRE_NAME}! I'd like to join ${data.sport} coaching.`,
    '',
    `Level: ${level}`,
    `Plan: ${data.planName}`,
    `Price: ${formatRupees(data.price)} per ${data.duration}`,
  );
}

/** Get More Info (coaching page closing block). */
export function coachingInfoMessage(): string {
  return `Hi ${CENTRE_NAME}! I'd like more information about your coaching programmes.`;
}

/** Book a (free) trial class, optionally for one programme. */
export function academyTrialMessage(data: { programme?: string } = {}): string {
  const what = data.programme?.trim() ? `a ${data.programme.trim()} trial class` : 'a free trial class';
  return `Hi ${CENTRE_NAME} Academy! I'd like to book ${what}.`;
}

/** Register / Enquire Now on a programme. */
export function academyEnquiryMessage(data: { programme: string }): string {
  return `Hi ${CENTRE_NAME} Academy! I'd like to register for, or know more about, the ${data.programme} programme.`;
}

/** Talk to Coach / Talk to a Coach. */
export function academyCoachMessage(): string {
  return `Hi ${CENTRE_NAME} Academy! I'd like to talk to a coach about the programmes.`;
}

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
