import { describe, expect, it } from 'vitest';
import { blankCentreValues, recordTitle, validateRecord, valuesOf } from '../../../machines/admin/centre.form';
import { seededCentre } from '../../../machines/coaching/centre.catalogue';

describe('the Sports Centre list forms (shared schema on the client)', () => {
  it('a saved record round-trips: its form values validate back to the same input', () => {
    const { id: _id, ...coach } = seededCentre.coaches[0]!;
    expect(validateRecord('coaches', valuesOf(seededCentre.coaches[0]!))).toEqual({ ok: true, input: coach });
    const { id: _p, ...plan } = seededCentre.plans.at(-1)!;
    expect(validateRecord('plans', valuesOf(seededCentre.plans.at(-1)!))).toEqual({ ok: true, input: plan });
    const { id: _t, ...testimonial } = seededCentre.testimonials[0]!;
    expect(validateRecord('testimonials', valuesOf(seededCentre.testimonials[0]!))).toEqual({
      ok: true,
      input: testimonial,
    });
  });

  it('typed numbers are read like staff write them ("2,900", " ₹3500 ")', () => {
    const result = validateRecord('plans', {
      ...blankCentreValues('plans'),
      name: 'Weekend',
      frequency: '2 days a week',
      price: ' ₹2,900 ',
    });
    expect(result).toMatchObject({
      ok: true,
      input: { price: 2900, durationMonths: 1, sport: 'football', isCustom: false },
    });
  });

  it("a blank new record names every missing field with the server's message, without the label prefix", () => {
    const result = validateRecord('coaches', blankCentreValues('coaches'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'Please fill this in.',
      sport: 'Please fill this in.',
      experienceYears: 'Enter a number.',
      bio: 'Please fill this in.',
      image: 'Please add an image.',
    });
    expect(result.errors.pricing).toBeUndefined();
  });

  it('out-of-range values are refused per field', () => {
    const plan = validateRecord('plans', {
      ...blankCentreValues('plans'),
      name: 'X',
      frequency: 'Y',
      price: '0',
      durationMonths: '13',
    });
    expect(plan).toEqual({ ok: false, errors: { price: 'At least ₹1.', durationMonths: 'At most 12 months.' } });
    const review = validateRecord('testimonials', {
      ...blankCentreValues('testimonials'),
      name: 'A',
      date: 'May 2026',
      text: 'Great',
      rating: '6',
    });
    expect(review).toEqual({ ok: false, errors: { rating: 'At most 5 stars.' } });
  });

  it('a record\'s heading is its name, or "New ..." while unnamed', () => {
    expect(recordTitle('coaches', { name: ' Priya ' })).toBe('Priya');
    expect(recordTitle('plans', { name: '' })).toBe('New plan');
    expect(recordTitle('testimonials', {})).toBe('New testimonial');
  });
});
