import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as messages from '../../../machines/links/messages';
import { whatsappLink } from '../../../machines/links/outbound';
import { formatHours } from '../../../machines/time/dates';

const {
  academyCoachMessage,
  academyEnquiryMessage,
  academyTrialMessage,
  adminBookingConfirmationMessage,
  adminPaymentReceiptMessage,
  bookingConfirmationMessage,
  bookingEnquiryMessage,
  cafeReservationMessage,
  coachEnquiryMessage,
  coachingInfoMessage,
  coachingPlanJoinMessage,
  deliveryMethodLabel,
  feedbackMessage,
  floatingChatMessage,
  membershipEnquiryMessage,
  orderShareMessage,
  partnershipEnquiryMessage,
  productQuestionMessage,
  storyUploadMessage,
  tourRequestMessage,
} = messages;

const decodeText = (link: string) => new URL(link).searchParams.get('text');

describe('message builders', () => {
  it('payment confirmation lists customer, sessions, total and payment id', () => {
    const text = bookingConfirmationMessage({
      sportName: 'Badminton',
      sessions: [
        { date: '2026-12-05', displayTime: '6:00 PM', court: 1, duration: 1.5 },
        { date: '2026-12-07', displayTime: '7:00 AM', court: 2, duration: 1 },
      ],
      total: 1100,
      paymentId: 'pay_ABC',
      customer: { name: 'Asha', phone: '98765 43210' },
    });
    expect(text).toContain('Name: Asha');
    expect(text).toContain('Phone: 98765 43210');
    expect(text).toContain('Sessions:');
    expect(text).toContain('1. Sat, 5 Dec 2026, 6:00 PM, Court 1, 1.5 hours');
    expect(text).toContain('2. Mon, 7 Dec 2026, 7:00 AM, Court 2, 1 hour');
    expect(text).toContain('Total paid: ₹1,100');
    expect(text).toContain('Payment ID: pay_ABC');
    const single = bookingConfirmationMessage({
      sportName: 'Tennis',
      sessions: [{ date: '2026-12-05', displayTime: '6:00 PM', court: 1, duration: 2 }],
      total: 1000,
      paymentId: 'p',
      customer: { name: '', phone: '' },
    });
    expect(single).toContain('Session:');
    expect(single).not.toContain('Name:');
  });

  it('order sharing lists items with sizes, quantities and totals', () => {
    const text = orderShareMessage({
      orderId: 'POD-1',
      items: [
        { name: 'Performance Jersey', selectedSize: 'M', quantity: 2, price: 899 },
        { name: 'Signature Sports Cap', selectedSize: 'One Size', quantity: 1, price: 399 },
      ],
      total: 2197,
      customerInfo: { name: 'Ravi', email: 'ravi@example.com', phone: '9876543210' },
      deliveryMethod: 'pickup',
      paymentId: 'pay_1',
    });
    expect(text).toContain('Order ID: POD-1');
    expect(text).toContain('- Performance Jersey (M) x 2: ₹1,798');
    expect(text).toContain('- Signature Sports Cap (One Size) x 1: ₹399');
    expect(text).toContain('Total: ₹2,197');
    expect(text).toContain('Delivery: Store pickup (free)');
    expect(text).toContain('Payment ID: pay_1');
    expect(text).toContain('Email: ravi@example.com');
    expect(deliveryMethodLabel('delivery')).toBe('Home delivery');
  });

  it('simple enquiries', () => {
    expect(coachEnquiryMessage({ coachName: 'Coach Priya', sport: 'Badminton' })).toContain('Coach Priya (Badminton)');
    expect(partnershipEnquiryMessage()).toContain('partnership');
    expect(partnershipEnquiryMessage({ organisation: 'Acme' })).toContain('from Acme');
    expect(membershipEnquiryMessage()).toContain('membership');
    expect(membershipEnquiryMessage({ tierName: 'PodPlus', billing: 'annual' })).toContain(
      'PodPlus membership (annual)',
    );
    expect(membershipEnquiryMessage({ tierName: 'PodPlus' })).toContain('PodPlus membership.');
    expect(tourRequestMessage()).toContain('tour');
    expect(feedbackMessage()).toContain('feedback');
    expect(storyUploadMessage()).toContain('featured');
    expect(cafeReservationMessage()).toContain('reserve a table');
    expect(bookingEnquiryMessage()).toContain('book a court');
    expect(bookingEnquiryMessage({ sportName: 'Tennis' })).toContain('book a Tennis court');
    expect(floatingChatMessage()).toMatch(/^Hi POD!/);
    expect(coachingInfoMessage()).toContain('coaching');
    expect(academyTrialMessage()).toContain('a free trial class');
    expect(academyTrialMessage({ programme: 'Tennis' })).toContain('a Tennis trial class');
    expect(academyEnquiryMessage({ programme: 'Kids Agility & Fitness' })).toContain(
      'Kids Agility & Fitness programme',
    );
    expect(academyCoachMessage()).toContain('talk to a coach');
  });

  it('Ask Questions uses the first size and the price', () => {
    const text = productQuestionMessage({ name: 'Performance Jersey', sizes: ['S', 'M'], price: 899 });
    expect(text).toContain('Performance Jersey');
    expect(text).toContain('Size: S');
    expect(text).not.toContain('Size: M');
    expect(text).toContain('Price: ₹899');
    expect(productQuestionMessage({ name: 'X', sizes: [], price: 1 })).not.toContain('Size:');
  });

  it('Join Now on a plan: level defaults to Regular', () => {
    const text = coachingPlanJoinMessage({
      sport: 'Football',
      planName: 'Regular Program',
      price: 3540,
      duration: 'month',
    });
    expect(text).toContain('Level: Regular');
    expect(text).toContain('Plan: Regular Program');
    expect(text).toContain('Price: ₹3,540 per month');
    expect(
      coachingPlanJoinMessage({
        sport: 'Tennis',
        level: 'Advanced',
        planName: 'Custom',
        price: 13000,
        duration: 'month',
      }),
    ).toContain('Level: Advanced');
  });

  it('admin booking confirmation and receipt', () => {
    const booking = adminBookingConfirmationMessage({
      id: 'BK001',
      sport: 'Badminton',
      court: 2,
      date: '2026-11-21',
      time: '6:00 PM',
      duration: 2,
      customerName: 'Kiran',
      amount: 1000,
    });
    expect(booking).toContain('Hi Kiran');
    expect(booking).toContain('Booking ID: BK001');
    expect(booking).toContain('Date: Sat, 21 Nov 2026');
    expect(booking).toContain('Duration: 2 hours');
    expect(booking).toContain('Amount: ₹1,000');
    const receipt = adminPaymentReceiptMessage({
      id: 'PAY001',
      productName: 'Performance Jersey',
      customerName: 'Kiran',
      amount: 899,
      paymentId: 'pay_X',
      paymentMethod: 'UPI',
      date: '2026-11-20',
    });
    expect(receipt).toContain('Receipt: PAY001');
    expect(receipt).toContain('Payment ID: pay_X');
    expect(receipt).toContain('Method: UPI');
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(2.5)).toBe('2.5 hours');
  });
});

describe('message links (property)', () => {
  const text = fc.string({ unit: 'grapheme' });
  it('every builder survives arbitrary data and its link decodes back to the message', () => {
    fc.assert(
      fc.property(
        fc.record({
          a: text,
          b: text,
          c: text,
          d: text,
          e: text,
          n: fc.integer({ min: 0, max: 10_000_000 }),
          num: text,
        }),
        ({ a, b, c, d, e, n, num }) => {
          const built = [
            productQuestionMessage({ name: a, sizes: [b], price: n }),
            coachingPlanJoinMessage({ sport: a, level: b, planName: c, price: n, duration: d }),
            coachEnquiryMessage({ coachName: a, sport: b }),
            orderShareMessage({
              orderId: a,
              items: [{ name: b, selectedSize: c, quantity: 1, price: n }],
              total: n,
              customerInfo: { name: d, email: e, phone: b },
              deliveryMethod: 'pickup',
            }),
            bookingConfirmationMessage({
              sportName: a,
              sessions: [{ date: b, displayTime: c, court: 1, duration: 1 }],
              total: n,
              paymentId: d,
              customer: { name: e, phone: b },
            }),
          ];
          for (const message of built) {
            expect(decodeText(whatsappLink(num, message))).toBe(message);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
