import { describe, expect, it } from 'vitest';
import { faqCategoriesOf } from '../../../app/content/faq';
import { seededRateTable, withSportRates } from '../../../machines/booking/rates';
import { sportIds } from '../../../machines/booking/sports';
import {
  faqIdProblems,
  faqPageStructuredData,
  faqTarget,
  openItemsFor,
  type FaqCategory,
} from '../../../machines/contact/faq';
import { serializeJsonForHtml } from '../../../machines/site/seo';

const sample: FaqCategory[] = [
  { id: 'bookings', title: 'Bookings', items: [{ id: 'late-arrival', question: 'Late?', answer: ['15 minutes.'] }] },
  {
    id: 'cafe',
    title: 'Café',
    items: [{ id: 'cafe-hours', question: 'Hours?', answer: ['11 to 11.', 'Happy hour 2-5.'] }],
  },
];

describe('FAQ rules', () => {
  it('a hash names a question and its category; anything else names nothing', () => {
    expect(faqTarget(sample, '#cafe-hours')).toEqual({ categoryId: 'cafe', itemId: 'cafe-hours' });
    expect(faqTarget(sample, 'late-arrival')).toEqual({ categoryId: 'bookings', itemId: 'late-arrival' });
    for (const hash of ['', '#', '#cafe', '#nope', '#%E0%A4%A', '#<script>', null, undefined])
      expect(faqTarget(sample, hash)).toBeNull();
    expect(openItemsFor(sample, '#cafe-hours')).toEqual({ bookings: '', cafe: 'cafe-hours' });
  });

  it('structured data lists every question with its answer text', () => {
    expect(faqPageStructuredData(sample)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Late?', acceptedAnswer: { '@type': 'Answer', text: '15 minutes.' } },
        {
          '@type': 'Question',
          name: 'Hours?',
          acceptedAnswer: { '@type': 'Answer', text: '11 to 11.\n\nHappy hour 2-5.' },
        },
      ],
    });
  });

  it('the JSON-LD cannot close its script element and parses back to the same data', () => {
    const data = { text: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = serializeJsonForHtml(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('FAQ content', () => {
  const faqCategories = faqCategoriesOf(seededRateTable);
  const answerOf = (categories: ReturnType<typeof faqCategoriesOf>, id: string) =>
    categories
      .flatMap((c) => c.items)
      .find((q) => q.id === id)!
      .answer.join(' ');

  it('five categories, unique well-formed ids', () => {
    expect(faqCategories).toHaveLength(5);
    expect(faqIdProblems(faqCategories)).toEqual([]);
    expect(faqIdProblems([...sample, sample[0]!])).toContain('repeated id "bookings"');
  });

  it('gives the facts of the spec, with the cancellation rule of the policy page and 24/7 hours', () => {
    const text = JSON.stringify(faqCategories);
    for (const fact of [
      '7 days in advance',
      '15-minute grace',
      '₹2,000 for 2 hours',
      'racket rental ₹50',
      'cricket bat and stumps ₹100',
      '₹3,540',
      '₹2,500 to ₹4,500',
      '₹3,000 to ₹13,000',
      'more than 24 hours',
      '24 hours a day, 7 days a week',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('3 hours before');
  });

  it('quotes every court price and add-on from the rate table', () => {
    expect(answerOf(faqCategories, 'court-prices')).toBe(
      'Badminton is ₹350 an hour on weekdays and ₹500 on weekends (Saturday and Sunday). Tennis is ₹1,000 an hour, or ₹1,200 with lights (6 PM to 6 AM). Pickleball is ₹800 an hour, or ₹1,000 with racquet and ball. Futsal is ₹1,500 an hour, or ₹2,000 for 2 hours.',
    );
    expect(answerOf(faqCategories, 'turf-two-hours')).toBe(
      'Yes. The turf is ₹1,500 for 1 hour and ₹2,000 for 2 hours, a saving of ₹1,000.',
    );
    expect(answerOf(faqCategories, 'equipment-rental')).toBe(
      'Yes. Badminton: racket rental ₹50, shoe rental ₹50. Tennis: racquet rental ₹100, balls ₹50. Pickleball: racquet and ball ₹200 an hour. Futsal: cricket bat and stumps ₹100, shoe rental ₹50.',
    );
  });

  it('follows what staff save: peak and off-peak apart, no two-hour price, no add-ons', () => {
    let table = withSportRates(seededRateTable, 'pickleball', { peak: 900, offPeak: 700, weekend: 1000 });
    table = withSportRates(table, 'futsal', { twoHours: null, addOns: [] });
    const edited = faqCategoriesOf(table);
    expect(answerOf(edited, 'court-prices')).toContain(
      'Pickleball is ₹900 an hour at peak times (weekdays 6-10 AM and 4-10 PM), ₹700 at other weekday hours and ₹1,000 on weekends. Racquet and ball is ₹200 an hour more.',
    );
    expect(answerOf(edited, 'court-prices')).toContain('Futsal is ₹1,500 an hour.');
    expect(answerOf(edited, 'turf-two-hours')).toBe(
      'Not at the moment: the turf is ₹1,500 an hour, so 2 hours are ₹3,000.',
    );
    expect(answerOf(edited, 'equipment-rental')).not.toContain('Futsal');
    const bare = faqCategoriesOf(sportIds.reduce((t, id) => withSportRates(t, id, { addOns: [] }), table));
    expect(answerOf(bare, 'equipment-rental')).toBe('Not at the moment: please bring your own equipment.');
  });
});
