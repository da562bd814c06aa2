import { describe, expect, it } from 'vitest';
import {
  coachingBlocks,
  occupancyPercent,
  openCourtHours,
  phoneKey,
  sportOfProductName,
} from '../../../machines/admin/admin.rules';
import { customerRowView, paginationView, revenueView, statCardsView } from '../../../machines/admin/admin.view';
import { bookingRowView, moveOptions } from '../../../machines/admin/adminBookings.view';
import { adminCalendarView } from '../../../machines/admin/adminCalendar.view';
import { paymentRowView, refundNote } from '../../../machines/admin/adminPayments.view';
import type { AdminBookingRow } from '../../../machines/api/adminBookings.schema';
import type { AdminPaymentRow } from '../../../machines/api/adminPayments.schema';

const booking: AdminBookingRow = {
  id: 'BK-SAMPLE001',
  reference: null,
  sport: 'tennis',
  court: 2,
  date: '2026-11-21',
  time: '18:00',
  duration: 1.5,
  customerName: 'Priya Sharma',
  phone: '98765 00002',
  email: 'priya@example.com',
  amount: 750,
  status: 'confirmed',
  paymentMode: 'online',
  whatsappSent: false,
};

const payment: AdminPaymentRow = {
  id: 'PAY-SAMPLE002',
  productName: 'Tennis court booking',
  customerName: 'Priya Sharma',
  customerPhone: '9876500002',
  customerEmail: 'priya@example.com',
  amount: 700,
  refunded: 0,
  refundDue: 0,
  paymentId: 'pay_sample0002',
  status: 'captured',
  verification: 'unverified',
  paymentMethod: 'upi',
  date: '2026-11-21',
  receiptSent: false,
  refunds: [],
};

describe('admin rules', () => {
  it('coaching blocks: badminton on weekdays 16:30 up to 20:00, nothing on weekends or other sports', () => {
    expect(coachingBlocks('badminton', '2026-11-23')).toEqual([{ start: 990, end: 1200 }]);
    expect(coachingBlocks('badminton', '2026-11-21')).toEqual([]);
    expect(coachingBlocks('tennis', '2026-11-23')).toEqual([]);
  });

  it('open court-hours: 7 courts × 24 h, less the two badminton courts coaching 3.5 h on weekdays', () => {
    expect(openCourtHours('2026-11-21')).toBe(168);
    expect(openCourtHours('2026-11-23')).toBe(161);
    expect(occupancyPercent(42, 168)).toBe(25);
    expect(occupancyPercent(1, 0)).toBe(0);
  });

  it('payments belong to a sport by their product name; customers are known by their last 10 digits', () => {
    expect(sportOfProductName('Futsal court booking')).toBe('futsal');
    expect(sportOfProductName('Performance Jersey')).toBeNull();
    expect(phoneKey('+91 98765 43210')).toBe('9876543210');
  });
});

describe('admin view model', () => {
  it('stat cards in the spec order, money in rupees, occupancy as a percentage', () => {
    const cards = statCardsView({
      date: '2026-11-23',
      todaysBookings: 3,
      todaysRevenue: 105000,
      pendingPayments: 1,
      cancellations: 2,
      bookedHours: 40.25,
      openHours: 161,
    });
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ["Today's Bookings", '3'],
      ["Today's Revenue", '₹1,05,000'],
      ['Pending Payments', '1'],
      ['Cancellations', '2'],
      ['Occupancy Rate', '25%'],
    ]);
    expect(cards[4]!.detail).toBe('40.3 of 161 court-hours booked today');
  });

  it("the revenue card says what its figure counts: today's verified payments, net of refunds", () => {
    const cards = statCardsView({
      date: '2026-11-23',
      todaysBookings: 0,
      todaysRevenue: 175.5,
      pendingPayments: 2,
      cancellations: 0,
      bookedHours: 0,
      openHours: 161,
    });
    expect(cards.find((c) => c.id === 'revenue')).toEqual({
      id: 'revenue',
      label: "Today's Revenue",
      value: '₹175.50',
      detail: 'Verified payments today, net of refunds',
    });
    expect(cards.find((c) => c.id === 'pending')!.detail).toBe('Not yet settled, or a refund owed');
  });

  it('a booking row: times, status, and the confirmation chat to the customer with the booking details', () => {
    const view = bookingRowView(booking);
    expect(view).toMatchObject({
      sport: 'Tennis',
      court: 'Court 2',
      date: 'Sat, 21 Nov 2026',
      time: '6:00 PM – 7:30 PM',
      duration: '1.5 hours',
      amount: '₹750',
      statusLabel: 'Confirmed',
      statusTone: 'success',
      canChange: true,
    });
    expect(view.chatHref.startsWith('https://wa.me/919876500002?text=')).toBe(true);
    const text = decodeURIComponent(view.chatHref.split('?text=')[1]!);
    expect(text).toContain('Booking ID: BK-SAMPLE001');
    expect(text).toContain('Time: 6:00 PM');
    expect(bookingRowView({ ...booking, status: 'cancelled' })).toMatchObject({
      statusLabel: 'Cancelled',
      statusTone: 'danger',
      canChange: false,
    });
    expect(bookingRowView({ ...booking, time: '23:30', duration: 1 }).time).toBe('11:30 PM – 12:30 AM');
  });

  it('the move dialog offers 48 start times and the sport’s own courts', () => {
    const options = moveOptions('futsal');
    expect(options.times).toHaveLength(48);
    expect(options.times[37]).toEqual({ value: '18:30', label: '6:30 PM' });
    expect(options.courts).toEqual([{ value: '1', label: 'Court 1' }]);
  });

  it('a payment row: status, verification, method and the receipt chat', () => {
    const view = paymentRowView(payment);
    expect(view).toMatchObject({
      amount: '₹700',
      statusLabel: 'Pending',
      statusTone: 'warning',
      verificationLabel: 'Unverified',
      method: 'UPI',
      date: 'Sat, 21 Nov 2026',
    });
    expect(decodeURIComponent(view.receiptHref)).toContain('Payment ID: pay_sample0002');
    expect(paymentRowView({ ...payment, verification: 'verified', paymentMethod: 'card' })).toMatchObject({
      verificationLabel: 'Verified',
      method: 'Card',
    });
    expect(view.refundText).toBeNull();
  });

  it('a payment row tells its refunds: refunded, owed, or both', () => {
    expect(paymentRowView({ ...payment, status: 'partially_refunded', refunded: 350 })).toMatchObject({
      statusLabel: 'Part refunded',
      statusTone: 'info',
      refundText: 'Refunded ₹350',
    });
    expect(paymentRowView({ ...payment, status: 'refund_due', refundDue: 700 })).toMatchObject({
      statusLabel: 'Refund due',
      refundText: 'Refund due ₹700',
    });
    expect(paymentRowView({ ...payment, status: 'refund_due', refunded: 175.5, refundDue: 100 }).refundText).toBe(
      'Refunded ₹175.50 · Refund due ₹100',
    );
    expect(paymentRowView({ ...payment, status: 'confirmed' }).statusLabel).toBe('Success');
  });

  it('a refund owed is flagged with its amount, reference and reason; refunds made say how, by whom and when', () => {
    const owed = {
      id: 'RF-OWED00000001',
      amount: 700,
      status: 'due' as const,
      reason: 'Paid after the hold ended.',
      reference: null,
      paidBy: null,
      paidAt: null,
    };
    const byHand = {
      ...owed,
      id: 'RF-HAND00000001',
      amount: 175.5,
      status: 'manual' as const,
      reference: 'UPI 633412980021',
      paidBy: 'staff@pod.example',
      paidAt: '2026-11-21T05:00:00.000Z',
    };
    const view = paymentRowView({
      ...payment,
      status: 'refund_due',
      refundDue: 700,
      refunded: 350.5,
      refunds: [
        owed,
        byHand,
        { ...owed, id: 'RF-PROV00000001', amount: 175, status: 'processed', reference: 'rfnd_1' },
      ],
    });
    expect(view.refundsDue).toEqual([
      { id: 'RF-OWED00000001', amount: '₹700', text: 'Refund due ₹700 (RF-OWED00000001): Paid after the hold ended.' },
    ]);
    expect(view.refundNotes).toEqual([
      'Refunded ₹175.50 by hand (UPI 633412980021) by staff@pod.example, 21 November 2026, 10:30 AM',
      'Refunded ₹175 through the provider (rfnd_1)',
    ]);
    // A refund recorded as made by hand when staff cancelled (no reference was asked then).
    expect(refundNote({ ...owed, status: 'manual' })).toBe(
      'Refunded ₹700 by hand, recorded at the cancel (RF-OWED00000001)',
    );
    expect(paymentRowView(payment)).toMatchObject({ refundsDue: [], refundNotes: [] });
  });

  it('customers and pages read as sentences', () => {
    expect(
      customerRowView({
        phone: '9876543210',
        name: 'Asha',
        email: '',
        bookings: 1,
        orders: 2,
        spend: 1649,
        lastVisit: null,
      }),
    ).toEqual({
      phone: '98765 43210',
      name: 'Asha',
      email: '—',
      bookings: '1 booking',
      orders: '2 orders',
      spend: '₹1,649',
      lastVisit: 'No visit yet',
    });
    // Spend is net of refunds, so it may be in paise.
    expect(
      customerRowView({
        phone: '9876543210',
        name: 'Asha',
        email: '',
        bookings: 1,
        orders: 0,
        spend: 175.5,
        lastVisit: null,
      }).spend,
    ).toBe('₹175.50');
    expect(paginationView({ total: 12, page: 2, pageSize: 10 })).toEqual({
      label: 'Showing 11–12 of 12',
      page: 2,
      pageCount: 2,
      hasPrevious: true,
      hasNext: false,
    });
    expect(paginationView({ total: 0, page: 1, pageSize: 10 })).toMatchObject({
      label: 'No results',
      pageCount: 1,
      hasNext: false,
    });
  });

  it('revenue by day and by source, and an empty month', () => {
    const view = revenueView({
      from: '2026-10-25',
      to: '2026-11-23',
      total: 1049,
      byDay: [{ date: '2026-11-23', amount: 1049 }],
      bySport: [
        { key: 'tennis', amount: 700 },
        { key: 'shop', amount: 349 },
      ],
    });
    expect(view.range).toBe('25 Oct 2026 – 23 Nov 2026');
    expect(view.days[0]).toEqual({ date: '2026-11-23', label: '23 Nov', amount: 1049, amountLabel: '₹1,049' });
    expect(view.sources.map((s) => s.label)).toEqual(['Tennis', 'Shop & other']);
    expect(revenueView({ from: 'a', to: 'b', total: 0, byDay: [], bySport: [] }).empty).toBe(true);
  });

  it('the calendar places blocks on a 24-hour axis and moves a day at a time', () => {
    const view = adminCalendarView({
      date: '2026-11-23',
      courts: [
        {
          sport: 'badminton',
          court: 1,
          blocks: [
            { kind: 'booking', start: 540, end: 630, label: 'Asha', bookingId: 'BK-1' },
            { kind: 'coaching', start: 990, end: 1200, label: 'Coaching', bookingId: null },
          ],
        },
        { sport: 'futsal', court: 1, blocks: [] },
      ],
    });
    expect([view.dateLabel, view.previousDate, view.nextDate]).toEqual([
      'Monday, 23 November 2026',
      '2026-11-22',
      '2026-11-24',
    ]);
    expect(view.rows[0]!.blocks[0]).toMatchObject({
      kindLabel: 'Booked',
      timeLabel: '9:00 AM – 10:30 AM',
      startPercent: 37.5,
      widthPercent: 6.25,
    });
    expect(view.rows[0]!.blocks[1]!.timeLabel).toBe('4:30 PM – 8:00 PM');
    expect(view.hours.map((h) => h.label)).toEqual(['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM']);
    expect(view.empty).toBe(false);
    expect(
      adminCalendarView({
        date: '2026-11-23',
        courts: [
          {
            sport: 'badminton',
            court: 1,
            blocks: [{ kind: 'coaching', start: 990, end: 1200, label: 'Coaching', bookingId: null }],
          },
        ],
      }).empty,
    ).toBe(true);
  });
});
