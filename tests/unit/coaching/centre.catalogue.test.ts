import { describe, expect, it } from 'vitest';
import {
  catalogueForPage,
  catalogueFromCentre,
  reviewsOf,
  seededCentre,
} from '../../../machines/coaching/centre.catalogue';
import { coachingCatalogue } from '../../../machines/coaching/coaching.data';
import { academyProgrammeViews } from '../../../machines/coaching/academy.view';
import { coachingPlanView, coachingSectionViews, aboutCoachViews } from '../../../machines/coaching/coaching.view';

describe('the Sports Centre content as the public pages read it', () => {
  it('the seeded content gives back the shipped catalogue exactly (the site looks the same on first start)', () => {
    expect(catalogueFromCentre(seededCentre)).toEqual(coachingCatalogue);
  });

  it('the seeded testimonials are the shipped reviews of /sports and /podboard', () => {
    expect(reviewsOf(seededCentre, 'sports').map((r) => r.name)).toEqual([
      'Arjun K.',
      'Meera S.',
      'Rahul V.',
      'Divya P.',
    ]);
    expect(reviewsOf(seededCentre, 'community').map((r) => r.name)).toEqual(['Divya S.', 'Rahul M.', 'Fathima K.']);
  });

  it("a renamed coach shows on /about and in their sport's /coaching section, and the enquiry chat names them", () => {
    const centre = {
      ...seededCentre,
      coaches: seededCentre.coaches.map((c) => (c.id === 'arjun-menon' ? { ...c, name: 'Arjun M. Nair' } : c)),
    };
    const catalogue = catalogueFromCentre(centre);
    const about = aboutCoachViews(catalogue, '919999999999');
    expect(about.map((c) => c.name)).toContain('Arjun M. Nair');
    expect(decodeURIComponent(about.find((c) => c.id === 'arjun-menon')!.enquiryHref)).toContain('Arjun M. Nair');
    const badminton = coachingSectionViews(catalogue, '919999999999').find((s) => s.id === 'badminton')!;
    expect(JSON.stringify(badminton)).toContain('Arjun M. Nair');
  });

  it('a deleted About coach is replaced by the next coach in list order; a coach lists under the program of their sport', () => {
    const centre = { ...seededCentre, coaches: seededCentre.coaches.filter((c) => c.id !== 'sneha-pillai') };
    const catalogue = catalogueFromCentre(centre);
    expect(catalogue.aboutCoachIds).toEqual(['arjun-menon', 'rahul-srinivasan', 'karthik-raj', 'divya-krishnan']);
    expect(catalogue.programs.find((p) => p.id === 'tennis')!.coachIds).toEqual(['rahul-srinivasan', 'meera-iyer']);
  });

  it('a new plan lands in its sport with level, premium badge and a several-month period', () => {
    const plan = {
      id: 'football-camp-1a2b3c',
      sport: 'football' as const,
      name: 'Summer Camp',
      frequency: 'Daily',
      price: 9000,
      durationMonths: 3,
      level: '',
      isCustom: true,
    };
    const catalogue = catalogueFromCentre({ ...seededCentre, plans: [...seededCentre.plans, plan] });
    const football = catalogue.programs.find((p) => p.id === 'football')!;
    const added = football.plans.at(-1)!;
    expect(added).toEqual({
      id: plan.id,
      name: 'Summer Camp',
      frequency: 'Daily',
      price: 9000,
      duration: 'month',
      months: 3,
      isCustom: true,
      badge: 'Premium',
    });
    const view = coachingPlanView(football, added, '919999999999');
    expect(view).toMatchObject({ price: '₹9,000', period: 'per 3 months', level: 'Regular', badge: 'Premium' });
    expect(decodeURIComponent(view.joinHref)).toContain('₹9,000 per 3 months');
  });
});

describe('each coaching page carries only the part of the catalogue it shows', () => {
  const chat = '919999999999';
  // A catalogue where a coach has been added and the About page's first coach deleted, so no list is the shipped one.
  const catalogue = catalogueFromCentre({
    ...seededCentre,
    coaches: [
      ...seededCentre.coaches.filter((c) => c.id !== 'arjun-menon'),
      { ...seededCentre.coaches[0]!, id: 'new-coach', name: 'New Coach' },
    ],
  });
  const size = (value: unknown) => JSON.stringify(value).length;

  it('/about: its four coaches, nothing else; the page shows the same coaches', () => {
    const about = catalogueForPage(catalogue, 'about');
    expect(aboutCoachViews(about, chat)).toEqual(aboutCoachViews(catalogue, chat));
    expect(about.coaches.map((c) => c.id).sort()).toEqual([...catalogue.aboutCoachIds].sort());
    expect(about.programs).toEqual([]);
    expect(about.academyProgrammes).toEqual([]);
    expect(about.achievements).toEqual([]);
  });

  it('/coaching: the programs with their plans and coaches; the sections are the same', () => {
    const coaching = catalogueForPage(catalogue, 'coaching');
    expect(coachingSectionViews(coaching, chat)).toEqual(coachingSectionViews(catalogue, chat));
    expect(coaching.academyProgrammes).toEqual([]);
    expect(coaching.achievements).toEqual([]);
    expect(size(coaching)).toBeLessThan(size(catalogue) / 2);
  });

  it('/academy: the programmes with their coaches and the achievements; the programme cards are the same', () => {
    const academy = catalogueForPage(catalogue, 'academy');
    expect(academyProgrammeViews(academy, chat)).toEqual(academyProgrammeViews(catalogue, chat));
    expect(academy.achievements).toEqual(catalogue.achievements);
    expect(academy.programs).toEqual([]);
    expect(academy.coaches.length).toBeLessThan(catalogue.coaches.length);
  });
});
