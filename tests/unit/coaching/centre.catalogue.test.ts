import { describe, expect, it } from 'vitest';
import { catalogueFromCentre, reviewsOf, seededCentre } from '../../../machines/coaching/centre.catalogue';
import { coachingCatalogue } from '../../../machines/coaching/coaching.data';
import { coachingPlanView, coachingSectionViews, aboutCoachViews } from '../../../machines/coaching/coaching.view';

describe('the Sports Centre content as the public pages read it', () => {
  it('the seeded content gives back the shipped catalogue exactly (the site looks the same on first start)', () => {
    expect(catalogueFromCentre(seededCentre)).toEqual(coachingCatalogue);
  });

  it('the seeded testimonials are the shipped reviews of /sports and /podboard', () => {
    expect(reviewsOf(seededCentre, 'sports').map((r) => r.name)).toEqual(['Arjun K.', 'Meera S.', 'Rahul V.', 'Divya P.']);
    expect(reviewsOf(seededCentre, 'community').map((r) => r.name)).toEqual(['Divya S.', 'Rahul M.', 'Fathima K.']);
  });

  it('a renamed coach shows on /about and in their sport\'s /coaching section, and the enquiry chat names them', () => {
    const centre = { ...seededCentre, coaches: seededCentre.coaches.map((c) => (c.id === 'arjun-menon' ? { ...c, name: 'Arjun M. Nair' } : c)) };
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
    const plan = { id: 'football-camp-1a2b3c', sport: 'football' as const, name: 'Summer Camp', frequency: 'Daily', price: 9000, durationMonths: 3, level: '', isCustom: true };
    const catalogue = catalogueFromCentre({ ...seededCentre, plans: [...seededCentre.plans, plan] });
    const football = catalogue.programs.find((p) => p.id === 'football')!;
    const added = football.plans.at(-1)!;
    expect(added).toEqual({ id: plan.id, name: 'Summer Camp', frequency: 'Daily', price: 9000, duration: 'month', months: 3, isCustom: true, badge: 'Premium' });
    const view = coachingPlanView(football, added, '919999999999');
    expect(view).toMatchObject({ price: '₹9,000', period: 'per 3 months', level: 'Regular', badge: 'Premium' });
    expect(decodeURIComponent(view.joinHref)).toContain('₹9,000 per 3 months');
  });
});
