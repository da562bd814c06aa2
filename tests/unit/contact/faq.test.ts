import { describe, expect, it } from 'vitest';
import { faqCategories } from '../../../app/content/faq';
import { faqIdProblems, faqPageStructuredData, faqTarget, openItemsFor, type FaqCategory } from '../../../machines/contact/faq';
import { serializeJsonForHtml } from '../../../machines/site/seo';

const sample: FaqCategory[] = [
  { id: 'bookings', title: 'Bookings', items: [{ id: 'late-arrival', question: 'Late?', answer: ['15 minutes.'] }] },
  { id: 'cafe', title: 'Café', items: [{ id: 'cafe-hours', question: 'Hours?', answer: ['11 to 11.', 'Happy hour 2-5.'] }] },
];

describe('FAQ rules', () => {
  it('a hash names a question and its category; anything else names nothing', () => {
    expect(faqTarget(sample, '#cafe-hours')).toEqual({ categoryId: 'cafe', itemId: 'cafe-hours' });
    expect(faqTarget(sample, 'late-arrival')).toEqual({ categoryId: 'bookings', itemId: 'late-arrival' });
    for (const hash of ['', '#', '#cafe', '#nope', '#%E0%A4%A', '#<script>', null, undefined]) expect(faqTarget(sample, hash)).toBeNull();
    expect(openItemsFor(sample, '#cafe-hours')).toEqual({ bookings: '', cafe: 'cafe-hours' });
  });

  it('structured data lists every question with its answer text', () => {
    expect(faqPageStructuredData(sample)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Late?', acceptedAnswer: { '@type': 'Answer', text: '15 minutes.' } },
        { '@type': 'Question', name: 'Hours?', acceptedAnswer: { '@type': 'Answer', text: '11 to 11.\n\nHappy hour 2-5.' } },
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
  it('five categories, unique well-formed ids', () => {
    expect(faqCategories).toHaveLength(5);
    expect(faqIdProblems(faqCategories)).toEqual([]);
    expect(faqIdProblems([...sample, sample[0]!])).toContain('repeated id "bookings"');
  });

  it('gives the facts of the spec, with the cancellation rule of the policy page and 24/7 hours', () => {
    const text = JSON.stringify(faqCategories);
    for (const fact of ['7 days in advance', '15-minute grace', '₹2,000 for 2 hours', 'racket ₹50', 'cricket bat and stumps ₹100', '₹3,540', '₹2,500 to ₹4,500', '₹3,000 to ₹13,000', 'more than 24 hours', '24 hours a day, 7 days a week']) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('3 hours before');
  });
});
