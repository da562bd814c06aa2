import { describe, expect, test } from 'vitest';
import {
  academyCoachText,
  academyEnquiryText,
  academyTrialText,
  coachEnquiryText,
  coachingInfoText,
  DEFAULT_PLAN_LEVEL,
  planJoinText,
} from '../../../machines/links/coaching.messages';

describe('coaching messages', () => {
  test('coach enquiry names the coach and sport', () => {
    expect(coachEnquiryText({ name: 'Arjun Menon', sport: 'Badminton' })).toContain(
      'coaching with Arjun Menon (Badminton)',
    );
  });

  test('Join Now: level defaults to Regular; the plan, price and duration are in the text', () => {
    expect(DEFAULT_PLAN_LEVEL).toBe('Regular');
    const text = planJoinText(
      { sport: 'Football' },
      { id: 'f', name: 'Regular Program', frequency: '3', price: 3540, duration: 'month' },
    );
    expect(text.split('\n')).toEqual([
      "Hi POD! I'd like to join Football coaching.",
      '',
      'Level: Regular',
      'Plan: Regular Program',
      'Price: ₹3,540 per month',
    ]);
    const advanced = planJoinText(
      { sport: 'Badminton' },
      { id: 'b', name: 'Advanced 5 Days', level: 'Advanced', frequency: '5', price: 4500, duration: 'month' },
    );
    expect(advanced).toContain('Level: Advanced');
    expect(advanced).toContain('Price: ₹4,500 per month');
  });

  test('academy messages name the programme when there is one', () => {
    expect(academyTrialText()).toContain('a free trial class');
    expect(academyTrialText({ title: 'Futsal' })).toContain('a Futsal trial class');
    expect(academyEnquiryText({ title: 'Pickleball' })).toContain('the Pickleball programme');
    expect(academyCoachText()).toContain('talk to a coach');
    expect(coachingInfoText()).toContain('coaching programmes');
  });
});
