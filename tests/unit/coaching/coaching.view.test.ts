import { describe, expect, test } from 'vitest';
import { coachingCatalogue } from '../../../machines/coaching/coaching.data';
import type { CoachingCatalogue } from '../../../machines/coaching/coaching.types';
import { academyLinks, academyProgrammeViews } from '../../../machines/coaching/academy.view';
import {
  aboutCoachViews,
  coachingInfoHref,
  coachingPlanView,
  coachingSectionViews,
  formatAgeRange,
  formatExperience,
} from '../../../machines/coaching/coaching.view';

const SPORTS_CHAT = '+91 90000 00011';
const ACADEMY_CHAT = '+91 90000 00013';
const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';
const numberOf = (href: string) => new URL(href).pathname.slice(1);

describe('the catalogue (one source)', () => {
  test('every coach a program, programme or the About page names exists, and plan ids are unique', () => {
    const ids = new Set(coachingCatalogue.coaches.map((c) => c.id));
    const named = [
      ...coachingCatalogue.aboutCoachIds,
      ...coachingCatalogue.programs.flatMap((p) => p.coachIds),
      ...coachingCatalogue.academyProgrammes.map((p) => p.coachId),
    ];
    for (const id of named) expect(ids.has(id), id).toBe(true);
    const planIds = coachingCatalogue.programs.flatMap((p) => p.plans.map((plan) => plan.id));
    expect(new Set(planIds).size).toBe(planIds.length);
  });

  test('spec §3: football has one coach, badminton and tennis two; five achievement slides', () => {
    expect(coachingCatalogue.programs.map((p) => [p.id, p.coachIds.length])).toEqual([
      ['football', 1],
      ['badminton', 2],
      ['tennis', 2],
    ]);
    expect(coachingCatalogue.achievements).toHaveLength(5);
    for (const slide of coachingCatalogue.achievements) {
      expect(slide.caption).not.toBe('');
      expect(slide.badge).not.toBe('');
      expect(slide.alt).not.toBe('');
    }
  });
});

describe('formatting', () => {
  test('experience and age ranges', () => {
    expect(formatExperience(1)).toBe('1 year experience');
    expect(formatExperience(12)).toBe('12 years experience');
    expect(formatExperience(-3)).toBe('0 years experience');
    expect(formatAgeRange('6-10')).toBe('6-10 years');
    expect(formatAgeRange('17+')).toBe('17+ years');
  });
});

describe('About coaches', () => {
  test('four coaches, each with photo, sport, experience, bio, philosophy and an enquiry link naming the coach', () => {
    const views = aboutCoachViews(coachingCatalogue, SPORTS_CHAT);
    expect(views).toHaveLength(4);
    for (const view of views) {
      expect(view.image).toMatch(/^\/coaches\/.+\.svg$/);
      expect(view.experience).toMatch(/^\d+ years experience$/);
      expect(view.bio.length).toBeGreaterThan(20);
      expect(view.philosophy.length).toBeGreaterThan(20);
      expect(numberOf(view.enquiryHref)).toBe('919000000011');
      expect(textOf(view.enquiryHref)).toContain(view.name);
      expect(textOf(view.enquiryHref)).toContain(view.sport);
      expect(view.enquiryLabel).toBe(`Enquire Now about ${view.name}`);
    }
  });

  test('an About id the catalogue does not know is left out rather than drawn empty', () => {
    const catalogue: CoachingCatalogue = { ...coachingCatalogue, aboutCoachIds: ['arjun-menon', 'nobody'] };
    expect(aboutCoachViews(catalogue, SPORTS_CHAT).map((c) => c.name)).toEqual(['Arjun Menon']);
  });
});

describe('coaching sections and plans', () => {
  const sections = coachingSectionViews(coachingCatalogue, SPORTS_CHAT);
  const plans = (id: string) => sections.find((s) => s.id === id)!.plans;

  test('spec §3 prices, formatted per month, in order', () => {
    expect(sections.map((s) => s.heading)).toEqual(['Football Coaching', 'Badminton Coaching', 'Tennis Coaching']);
    expect(plans('football').map((p) => [p.name, p.price, p.period])).toEqual([
      ['Regular Program', '₹3,540', 'per month'],
    ]);
    expect(plans('badminton').map((p) => [p.level, p.frequency, p.price])).toEqual([
      ['Beginner', '3 days a week', '₹2,500'],
      ['Beginner', '5 days a week', '₹3,500'],
      ['Advanced', '3 days a week', '₹3,500'],
      ['Advanced', '5 days a week', '₹4,500'],
    ]);
    expect(plans('tennis').map((p) => [p.name, p.price, p.badge ?? null, p.isCustom])).toEqual([
      ['Regular 3 Days', '₹3,000', null, false],
      ['Regular 5 Days', '₹4,000', null, false],
      ['Advanced Custom Plan', '₹13,000', 'Premium', true],
    ]);
  });

  test('Join Now: sport, level (Regular by default), plan name, price and duration in the text', () => {
    const football = textOf(plans('football')[0]!.joinHref);
    expect(football).toContain('Football');
    expect(football).toContain('Level: Regular');
    expect(football).toContain('Plan: Regular Program');
    expect(football).toContain('Price: ₹3,540 per month');
    const custom = textOf(plans('tennis')[2]!.joinHref);
    expect(custom).toContain('Tennis');
    expect(custom).toContain('Level: Advanced');
    expect(custom).toContain('Plan: Advanced Custom Plan');
    expect(custom).toContain('₹13,000 per month');
    expect(plans('badminton')[0]!.joinLabel).toBe('Join Now: Badminton Beginner 3 Days');
  });

  test('a plan without a level reads Regular on its card and in its message', () => {
    const view = coachingPlanView(
      { sport: 'Squash' },
      { id: 'x', name: 'Starter', frequency: '2 days a week', price: 1999, duration: 'month' },
      SPORTS_CHAT,
    );
    expect(view.level).toBe('Regular');
    expect(textOf(view.joinHref)).toContain('Level: Regular');
    expect(view.price).toBe('₹1,999');
  });

  test('sections list their coaches with experience; Get More Info has its own message', () => {
    expect(sections.map((s) => s.coaches.map((c) => c.name))).toEqual([
      ['Karthik Raj'],
      ['Arjun Menon', 'Divya Krishnan'],
      ['Rahul Srinivasan', 'Meera Iyer'],
    ]);
    expect(textOf(coachingInfoHref(SPORTS_CHAT))).toMatch(/more information about your coaching/);
  });
});

describe('academy programmes', () => {
  const views = academyProgrammeViews(coachingCatalogue, ACADEMY_CHAT);
  const byId = (id: string) => views.find((v) => v.id === id)!;

  test('spec §9 fees: monthly / quarterly (Popular) / annual', () => {
    const fees = Object.fromEntries(views.map((v) => [v.id, v.fees.map((f) => f.price)]));
    expect(fees).toEqual({
      badminton: ['₹3,500', '₹9,500', '₹35,000'],
      tennis: ['₹4,000', '₹11,000', '₹40,000'],
      pickleball: ['₹2,800', '₹8,000', '₹28,000'],
      futsal: ['₹3,200', '₹9,000', '₹32,000'],
      fitness: ['₹2,500', '₹7,000', '₹25,000'],
    });
    for (const view of views) {
      expect(view.fees.map((f) => [f.label, f.popular])).toEqual([
        ['Monthly', false],
        ['Quarterly', true],
        ['Annual', false],
      ]);
    }
  });

  test('spec §9 age groups and three batches per programme', () => {
    const ages = Object.fromEntries(views.map((v) => [v.id, v.ageGroups.map((g) => g.age)]));
    expect(ages).toEqual({
      badminton: ['6-10 years', '11-16 years', '17+ years'],
      tennis: ['5-9 years', '10-16 years', '17+ years'],
      pickleball: ['8-14 years', '15-18 years', '18+ years'],
      futsal: ['6-10 years', '11-16 years', '17+ years'],
      fitness: ['4-7 years', '8-12 years', '13-17 years'],
    });
    for (const view of views) {
      expect(view.schedule.map((b) => b.days)).toEqual(['Mon, Wed, Fri', 'Tue, Thu, Sat', 'Sunday']);
    }
    expect(byId('badminton').ages).toBe('Ages 6-10, 11-16, 17+');
    expect(byId('fitness').fromPrice).toBe('From ₹2,500 per month');
    expect(views.map((v) => v.title)).toEqual([
      'Badminton',
      'Tennis',
      'Pickleball',
      'Futsal',
      'Kids Agility & Fitness',
    ]);
  });

  test('each programme has its coach, and its two buttons open the academy chat naming the programme', () => {
    for (const view of views) {
      expect(view.coach?.experience).toMatch(/years experience$/);
      for (const href of [view.enquiryHref, view.trialHref]) {
        expect(numberOf(href)).toBe('919000000013');
        expect(textOf(href)).toContain(view.title);
      }
    }
    expect(textOf(byId('fitness').trialHref)).toContain('Kids Agility & Fitness trial class');
  });

  test('a programme whose coach is unknown shows no coach', () => {
    const catalogue: CoachingCatalogue = {
      ...coachingCatalogue,
      academyProgrammes: [{ ...coachingCatalogue.academyProgrammes[0]!, coachId: 'gone' }],
    };
    expect(academyProgrammeViews(catalogue, ACADEMY_CHAT)[0]!.coach).toBeNull();
  });

  test('the hero and closing links: a free trial and a talk with a coach, to the academy number', () => {
    const links = academyLinks(ACADEMY_CHAT);
    expect(numberOf(links.trialHref)).toBe('919000000013');
    expect(textOf(links.trialHref)).toContain('free trial class');
    expect(textOf(links.coachHref)).toContain('talk to a coach');
  });
});
