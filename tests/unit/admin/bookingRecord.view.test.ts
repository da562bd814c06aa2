import { describe, expect, it } from 'vitest';
import {
  bookingListRowView,
  bookingPermissions,
  bookingRangeError,
  bookingRecordView,
} from '../../../machines/admin/bookingRecord.view';
import { bookingRangeMessage } from '../../../machines/api/adminBookings.schema';
import type { AdminBookingRecord } from '../../../machines/api/bookingRecord.schema';
import { bookingKeyOf } from '../../../machines/api/bookingRecord.schema';

const session = {
  id: 'BK-ONE1',
  reference: 'POD-7K3M-9QXA-R2TB',
  sport: 'badminton' as const,
  court: 2,
  date: '2026-11-21',
  time: '18:00',
  duration: 1,
  customerName: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  amount: 350,
  status: 'confirmed' as const,
  paymentMode: 'online',
  whatsappSent: false,
};

const record = (change: Partial<AdminBookingRecord> = {}): AdminBookingRecord => ({
  key: 'POD-7K3M-9QXA-R2TB',
  reference: 'POD-7K3M-9QXA-R2TB',
  sport: 'badminton',
  customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' },
  createdAt: '2026-11-20T04:30:00.000Z',
  total: 700,
  sessions: [
    {
      ...session,
      refundNow: {
        bookingId: 'BK-ONE1',
        paid: 350,
        policyAmount: 175,
        percent: 50,
        hoursBefore: 18,
        refundable: 350,
        method: 'provider',
      },
    },
    { ...session, id: 'BK-TWO2', time: '19:00', status: 'cancelled', refundNow: null },
  ],
  payments: [],
  messages: [],
  waitlist: [
    {
      id: 1,
      bookingId: 'BK-ONE1',
      sport: 'badminton',
      court: 2,
      date: '2026-11-21',
      time: '18:00',
      duration: 1,
      name: 'Ravi',
      phone: '9000000001',
      status: 'waiting',
      position: 2,
      offerExpiresAt: null,
    },
    {
      id: 2,
      bookingId: 'BK-ONE1',
      sport: 'badminton',
      court: 2,
      date: '2026-11-21',
      time: '18:00',
      duration: 1.5,
      name: 'Meena',
      phone: '9000000002',
      status: 'offered',
      position: 1,
      offerExpiresAt: '2026-11-21T04:45:00.000Z',
    },
  ],
  history: [
    { at: '2026-11-20T04:30:00.000Z', source: 'visitor', actor: 'Asha Rao', summary: 'Booked', address: null },
    {
      at: '2026-11-20T05:00:00.000Z',
      source: 'staff',
      actor: 'desk@pod.example',
      summary: 'Cancelled',
      address: '10.0.0.9',
    },
  ],
  ...change,
});

describe('Booking Details view', () => {
  it('lets each role do what the route table allows: every role changes bookings, only managers and owners resend', () => {
    expect(bookingPermissions('owner')).toEqual({ change: true, resend: true });
    expect(bookingPermissions('manager')).toEqual({ change: true, resend: true });
    expect(bookingPermissions('frontDesk')).toEqual({ change: true, resend: false });
  });

  it('refuses a date range that ends before it starts, and nothing else', () => {
    expect(bookingRangeError('2026-11-22', '2026-11-21')).toBe(bookingRangeMessage);
    expect(bookingRangeError('2026-11-21', '2026-11-21')).toBeUndefined();
    expect(bookingRangeError('2026-11-22', '')).toBeUndefined();
    expect(bookingRangeError('', '2026-11-01')).toBeUndefined();
  });

  it('opens a record by a session id or a reference typed loosely, and by nothing else', () => {
    expect(bookingKeyOf(' BK-ONE1 ')).toBe('BK-ONE1');
    expect(bookingKeyOf('pod 7k3m 9qxa r2tb')).toBe('POD-7K3M-9QXA-R2TB');
    expect(bookingKeyOf('7K3M-9QXA-R2TB')).toBe('POD-7K3M-9QXA-R2TB');
    expect(bookingKeyOf('POD-7K3M')).toBeNull();
    expect(bookingKeyOf('bk-one1')).toBeNull();
  });

  it('opens a listed session by its reference, or by its own id when it has none', () => {
    expect(bookingListRowView(session)).toMatchObject({ recordKey: 'POD-7K3M-9QXA-R2TB' });
    expect(bookingListRowView({ ...session, reference: null })).toMatchObject({
      recordKey: 'BK-ONE1',
      referenceText: 'No reference',
    });
  });

  it('says what cancelling each session refunds now, the place in line, and the history newest first', () => {
    const view = bookingRecordView(record());
    expect(view.title).toBe('POD-7K3M-9QXA-R2TB');
    expect(view.summary).toBe('Badminton · 2 sessions · ₹700 · booked 20 November 2026, 10:00 AM');
    expect([view.statusLabel, view.statusTone]).toEqual(['Partly cancelled', 'warning']);
    expect(view.sessions.map((s) => s.refundText)).toEqual([
      'Cancelling now refunds ₹175 (50%, 18 h before the session).',
      '',
    ]);
    expect(view.waitlist.map((w) => [w.name, w.statusText, w.slot])).toEqual([
      ['Ravi', '2nd in line', 'Court 2 · Sat, 21 Nov 2026, 6:00 PM · 1 h'],
      ['Meena', 'Offered the slot until 21 November 2026, 10:15 AM', 'Court 2 · Sat, 21 Nov 2026, 6:00 PM · 1.5 h'],
    ]);
    expect(view.history.map((h) => [h.summary, h.who])).toEqual([
      ['Cancelled', 'desk@pod.example (Staff) · from 10.0.0.9'],
      ['Booked', 'Asha Rao (Customer)'],
    ]);
  });

  it('names a booking without a reference by its session, and says when no email or payment is on record', () => {
    const only = record({
      key: 'BK-ONE1',
      reference: null,
      customer: { name: 'Asha Rao', phone: '9876543210', email: ' ' },
      sessions: [{ ...session, reference: null, status: 'pending', refundNow: null }],
    });
    const view = bookingRecordView(only);
    expect(view.title).toBe('Booking BK-ONE1');
    expect([view.statusLabel, view.statusTone]).toEqual(['Pending', 'warning']);
    expect(view.customer).toMatchObject({ email: 'No email given', emailHref: null, phoneHref: 'tel:+919876543210' });
    expect(bookingRecordView(record({ sessions: [record().sessions[1]!] })).statusLabel).toBe('Cancelled');
    const nothingPaid = record({
      sessions: [{ ...record().sessions[0]!, refundNow: { ...record().sessions[0]!.refundNow!, method: 'none' } }],
    });
    expect(bookingRecordView(nothingPaid).sessions[0]!.refundText).toBe(
      'Cancelling now refunds nothing: no online payment is on record.',
    );
  });
});
