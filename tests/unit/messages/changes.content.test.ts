/**
 * The booking-moved and waitlist-offer messages: both bodies say the same; the moved message carries the session's
 * calendar file at its new time as a later revision of the same event (its booking id as UID), so a calendar that
 * took the confirmation's file moves the event; the offer gives the link and when it ends.
 */
import { describe, expect, it } from 'vitest';
import { emailAttachments } from '../../../machines/messages/attachments';
import { emailDocument, emailText } from '../../../machines/messages/content';
import type { BookingMovedData, WaitlistOfferData } from '../../../machines/messages/messages';
import { centre, booking, moved, offer } from '../../../stories/fixtures/messages';

describe('booking moved', () => {
  it('says where and when the session is now and was, with the reference and the My booking link', () => {
    const doc = emailDocument(moved, centre);
    expect(doc.subject).toBe('Booking moved: Badminton, now Monday, 23 November 2026, 9:00 PM (POD-7K3M-9QXA)');
    expect(doc.paragraphs[0]).toBe(
      'Hello Asha Raman. POD Sports Centre & Café has moved your session: it is now on Court 1, Monday, 23 November 2026, 9:00 PM (it was Court 2, Sunday, 22 November 2026, 6:00 PM).',
    );
    expect(doc.action).toEqual({ label: 'View or change my booking', href: moved.manageUrl });
    const text = emailText(doc);
    expect(text).toContain('Now: Monday, 23 November 2026, 9:00 PM: Badminton, Court 1');
    expect(text).toContain('Was: Sunday, 22 November 2026, 6:00 PM: Badminton, Court 2');
    const visitor: BookingMovedData = { ...moved, movedBy: 'visitor' };
    expect(emailDocument(visitor, centre).paragraphs[0]).toMatch(
      /^Hello Asha Raman\. Your session has been moved, as you asked:/,
    );
  });

  it("attaches the new time as a later revision of the confirmation's event", () => {
    const [movedFile] = emailAttachments(moved, centre);
    const [confirmedFile] = emailAttachments(booking, centre);
    expect(movedFile!.filename).toBe('POD-Booking-POD-7K3M-9QXA.ics');
    const uid = (ics: string) => /UID:(.+)\r\n/.exec(ics)?.[1];
    expect(uid(movedFile!.content)).toBe(uid(confirmedFile!.content));
    expect(movedFile!.content).toContain('DTSTART;TZID=Asia/Kolkata:20261123T210000');
    expect(movedFile!.content).toContain(`SEQUENCE:${Math.floor(moved.movedAt / 60_000)}`);
    expect(confirmedFile!.content).not.toContain('SEQUENCE:');
  });
});

describe('waitlist offer', () => {
  it('gives the slot, the price, the link and when the offer ends; nothing attached', () => {
    const doc = emailDocument(offer, centre);
    expect(doc.subject).toBe(
      'A court is free for you: Badminton, Sunday, 22 November 2026, 6:00 PM (held until 10:15 AM)',
    );
    expect(doc.action).toEqual({ label: 'Pay and book this slot', href: offer.offerUrl });
    expect(doc.tables[0]!.total).toEqual({ label: 'To pay', value: '₹600' });
    expect(emailText(doc)).toContain('Pay by 21 November 2026, 10:15 AM IST to book it.');
    const later: WaitlistOfferData = { ...offer, expiresAt: offer.expiresAt + 60 * 60_000 };
    expect(emailDocument(later, centre).subject).toMatch(/\(held until 11:15 AM\)$/);
    expect(emailAttachments(offer, centre)).toEqual([]);
  });
});
