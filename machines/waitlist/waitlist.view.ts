/**
 * The waiting list's words for its screens (issue 45): the join form's title, slot line and outcome, the offer
 * panel's lines on the booking page, and the staff list grouped per slot. Pure: "now" is an input.
 */
import { to12Hour } from '../booking/slots';
import { sportById, type SportId } from '../booking/sports';
import { formatRupees } from '../money/money';
import { formatDisplayDate, formatHours, formatKolkataDateTime, formatLongDate } from '../time/dates';
import type { WaitlistFormStatus, WaitlistJoinContext, WaitlistSlot } from './waitlistJoin.machine';
import { OFFER_MINUTES, offerEndTime } from './waitlist.rules';
import type { AdminWaitlistEntry, WaitlistJoinResponse, WaitlistOffer } from './waitlist.schema';

/** The button a booked or held slot offers, and the join form's title. */
export const NOTIFY_LABEL = 'Notify me if it frees up';

/** 'Badminton, Court 1, Wednesday, 23 December 2026, 7:00 AM, 1 hour'. */
export function waitlistSlotLabel(slot: Omit<WaitlistSlot, 'sport'> & { sport: SportId }): string {
  return `${sportById(slot.sport).name}, Court ${slot.court}, ${formatLongDate(slot.date)}, ${to12Hour(slot.time)}, ${formatHours(slot.duration)}`;
}

/** The sentence after joining: the place in line and where the offer will go. */
export function joinedMessage(joined: WaitlistJoinResponse): string {
  const place = joined.position === 1 ? 'You are first in line' : `You are number ${joined.position} in line`;
  return `${place}. If this slot frees up and it is your turn, we will email ${joined.email} a link that holds it for you for ${OFFER_MINUTES} minutes.`;
}

/** What the join form shows for its status. */
export interface WaitlistFormView {
  status: WaitlistFormStatus;
  title: string;
  /** The slot waited for. */
  slotLabel: string;
  /** How the waiting list works, under the slot line. */
  intro: string;
  /** The outcome (joined, already waiting) or the error, else null. */
  notice: string | null;
}

export function waitlistFormView(status: WaitlistFormStatus, context: WaitlistJoinContext): WaitlistFormView {
  const notice =
    status === 'joined' && context.joined
      ? joinedMessage(context.joined)
      : status === 'alreadyWaiting' || status === 'error'
        ? context.message
        : null;
  return {
    status,
    title: NOTIFY_LABEL,
    slotLabel: context.slot ? waitlistSlotLabel(context.slot) : '',
    intro: `Leave your details. When this slot frees up, the first person waiting gets an email with a link that holds it for ${OFFER_MINUTES} minutes; if they do not pay, the next person is offered it.`,
    notice,
  };
}

/** The offer panel's states on the booking page. */
export const waitlistOfferStatuses = ['loading', 'ready', 'paying', 'ended', 'error'] as const;
export type WaitlistOfferStatus = (typeof waitlistOfferStatuses)[number];

/** What the offer panel shows for an open offer. */
export interface WaitlistOfferView {
  heading: string;
  slotLabel: string;
  priceLabel: string;
  deadline: string;
  payLabel: string;
}

export function waitlistOfferView(offer: WaitlistOffer): WaitlistOfferView {
  const ends = formatKolkataDateTime(Date.parse(offer.expiresAt));
  return {
    heading: 'This slot is held for you',
    slotLabel: waitlistSlotLabel(offer),
    priceLabel: `${formatRupees(offer.amount)} for ${formatHours(offer.duration)}`,
    deadline: `Pay by ${ends} IST to book it. After that it goes to the next person waiting.`,
    payLabel: `Pay ${formatRupees(offer.amount)}`,
  };
}

/** One person in line as staff see them. */
export interface WaitlistPersonRow {
  id: number;
  position: number;
  name: string;
  phone: string;
  email: string;
  status: 'waiting' | 'offered';
  statusLabel: string;
}

/** One slot with the people waiting for it, in order. */
export interface WaitlistSlotGroup {
  key: string;
  slotLabel: string;
  people: WaitlistPersonRow[];
}

/** The staff list grouped per slot (the server sends it by slot, then place in line). */
export function adminWaitlistGroups(entries: readonly AdminWaitlistEntry[]): WaitlistSlotGroup[] {
  const groups: WaitlistSlotGroup[] = [];
  for (const e of entries) {
    const key = `${e.sport}|${e.court}|${e.date}|${e.time}`;
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = {
        key,
        slotLabel: `${sportById(e.sport).name} · Court ${e.court} · ${formatDisplayDate(e.date)} · ${to12Hour(e.time)}`,
        people: [],
      };
      groups.push(group);
    }
    group.people.push({
      id: e.id,
      position: e.position,
      name: e.name,
      phone: e.phone,
      email: e.email,
      status: e.status,
      statusLabel:
        e.status === 'offered' && e.offerExpiresAt
          ? `Offered until ${offerEndTime(Date.parse(e.offerExpiresAt))}`
          : `Waiting (${formatHours(e.duration)})`,
    });
  }
  return groups;
}
