/**
 * The Sports Centre content API (Admin > Sports Centre: Coaches, Programs, Testimonials): the seeded catalogue is
 * what GET /api/centre serves on first start; what staff create, save and delete is what it serves next. Every
 * admin route refuses without a session, every mutation without the CSRF token; bad input is a 400 naming the field
 * and changes nothing; a save or delete made from an older copy is refused (409 version_conflict). Runs on PGlite,
 * and again on a throwaway PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminCentreResponseSchema,
  adminCoachSchema,
  adminPlanSchema,
  adminTestimonialSchema,
  centreResponseSchema,
} from '../../machines/api/centre.schema';
import { programs, coaches as seededCoaches } from '../../machines/coaching/coaching.data';
import { seedTestimonials } from '../../machines/coaching/testimonials.data';
import { seedCentre } from '../../server/db/seed.centre';
import { adminClient, errorOf } from './adminClient';
import { adminSuite } from './adminSuite';
import { databaseSuites } from './helpers';

const newCoach = {
  name: 'Priya Nair',
  sport: 'Pickleball',
  experienceYears: 5,
  pricing: '₹2,800 per month',
  bio: 'A tournament doubles player who coaches the evening pickleball batches.',
  philosophy: '',
  image: '/coaches/sneha-pillai.svg',
};
const newPlan = {
  sport: 'football' as const,
  name: 'Weekend Program',
  frequency: '2 classes a week on weekends',
  price: 2400,
  durationMonths: 1,
  level: '',
  isCustom: false,
};
const newTestimonial = {
  name: 'Kavya R.',
  text: 'Booked a midnight tennis slot and the floodlights were perfect.',
  rating: 5,
  date: 'November 2026',
  section: 'sports' as const,
};

describe.each(databaseSuites)('sports centre content API on $name', ({ skip, open }) => {
  const env = adminSuite({ skip, open }, async (db) => {
    await db.execute(sql`TRUNCATE coaches, coaching_plans, testimonials`);
    await seedCentre(db);
  });

  const publicCentre = async () => centreResponseSchema.parse((await env.app.inject({ url: '/api/centre' })).json());
  const adminCentre = async (staff: Awaited<ReturnType<ReturnType<typeof adminClient>['login']>>) =>
    adminCentreResponseSchema.parse((await staff.get('/api/admin/centre')).json());

  it("serves the shipped catalogue on first start: coaches, the spec's plans, both reviews sections", async () => {
    const centre = await publicCentre();
    expect(centre.coaches.map((c) => c.name)).toEqual(seededCoaches.map((c) => c.name));
    expect(centre.coaches[0]).toMatchObject({
      id: 'karthik-raj',
      sport: 'Football',
      experienceYears: 10,
      pricing: '₹3,540 per month',
      image: '/coaches/karthik-raj.svg',
    });
    expect(centre.plans.map((p) => [p.sport, p.name, p.price])).toEqual(
      programs.flatMap((g) => g.plans.map((p) => [g.id, p.name, p.price])),
    );
    expect(centre.plans.find((p) => p.id === 'tennis-advanced-custom')).toMatchObject({
      isCustom: true,
      price: 13000,
      level: 'Advanced',
      durationMonths: 1,
    });
    expect(centre.testimonials.map((t) => [t.section, t.name])).toEqual(
      seedTestimonials.map((t) => [t.section, t.name]),
    );
    expect(JSON.stringify(centre)).not.toContain('version');
  });

  it('seeding again inserts nothing twice and brings back nothing staff deleted', async () => {
    const staff = await adminClient(() => env.app).login();
    const { coaches } = await adminCentre(staff);
    expect(
      (await staff.post(`/api/admin/coaches/${coaches[0]!.id}/delete`, { version: coaches[0]!.version })).statusCode,
    ).toBe(200);
    await seedCentre(env.handle.db);
    const centre = await publicCentre();
    expect(centre.coaches).toHaveLength(seededCoaches.length - 1);
    expect(centre.plans).toHaveLength(8);
  });

  it('creates, saves and deletes a coach; the public list follows', async () => {
    const staff = await adminClient(() => env.app).login();
    const created = await staff.post('/api/admin/coaches', newCoach);
    expect(created.statusCode).toBe(201);
    const coach = adminCoachSchema.parse(created.json());
    expect(coach).toMatchObject({ ...newCoach, version: 0 });
    expect(coach.id).toMatch(/^priya-nair-[0-9a-f]{6}$/);
    expect((await publicCentre()).coaches.at(-1)).toEqual({ id: coach.id, ...newCoach });

    const saved = await staff.post(`/api/admin/coaches/${coach.id}`, {
      ...newCoach,
      name: 'Priya Nair-Rao',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(adminCoachSchema.parse(saved.json())).toMatchObject({ name: 'Priya Nair-Rao', version: 1 });
    expect((await publicCentre()).coaches.find((c) => c.id === coach.id)?.name).toBe('Priya Nair-Rao');

    expect((await staff.post(`/api/admin/coaches/${coach.id}/delete`, { version: 1 })).json()).toEqual({
      deleted: true,
    });
    expect((await publicCentre()).coaches.find((c) => c.id === coach.id)).toBeUndefined();
    const again = await staff.post(`/api/admin/coaches/${coach.id}`, { ...newCoach, version: 2 });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe('not_found');
  });

  it("saves a coach photo only as one of the site's own image paths", async () => {
    const staff = await adminClient(() => env.app).login();
    const { coaches } = await adminCentre(staff);
    const { id, version, ...fields } = coaches[1]!;
    for (const image of ['https://evil.example/x.png', '//evil.example/x.png', '/media/../x.png', '']) {
      const res = await staff.post(`/api/admin/coaches/${id}`, { ...fields, image, version });
      expect(res.statusCode, image).toBe(400);
      expect(errorOf(res).field).toBe('image');
    }
    const ok = await staff.post(`/api/admin/coaches/${id}`, {
      ...fields,
      image: `/media/${'a'.repeat(32)}.png`,
      version,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('creates, saves and deletes a coaching plan', async () => {
    const staff = await adminClient(() => env.app).login();
    const created = await staff.post('/api/admin/plans', newPlan);
    expect(created.statusCode).toBe(201);
    const plan = adminPlanSchema.parse(created.json());
    expect(plan.id).toMatch(/^football-weekend-program-[0-9a-f]{6}$/);
    expect((await publicCentre()).plans.at(-1)).toEqual({ id: plan.id, ...newPlan });
    const saved = await staff.post(`/api/admin/plans/${plan.id}`, {
      ...newPlan,
      price: 2600,
      durationMonths: 3,
      level: 'Beginner',
      isCustom: true,
      version: 0,
    });
    expect(adminPlanSchema.parse(saved.json())).toMatchObject({
      price: 2600,
      durationMonths: 3,
      level: 'Beginner',
      isCustom: true,
      version: 1,
    });
    expect((await staff.post(`/api/admin/plans/${plan.id}/delete`, { version: 1 })).statusCode).toBe(200);
    expect((await publicCentre()).plans.map((p) => p.id)).not.toContain(plan.id);
  });

  it('creates, saves and deletes a testimonial', async () => {
    const staff = await adminClient(() => env.app).login();
    const created = await staff.post('/api/admin/testimonials', newTestimonial);
    expect(created.statusCode).toBe(201);
    const t = adminTestimonialSchema.parse(created.json());
    expect((await publicCentre()).testimonials.at(-1)).toEqual({ id: t.id, ...newTestimonial });
    const saved = await staff.post(`/api/admin/testimonials/${t.id}`, {
      ...newTestimonial,
      rating: 4,
      section: 'community',
      version: 0,
    });
    expect(adminTestimonialSchema.parse(saved.json())).toMatchObject({ rating: 4, section: 'community', version: 1 });
    expect((await staff.post(`/api/admin/testimonials/${t.id}/delete`, { version: 1 })).statusCode).toBe(200);
    expect((await publicCentre()).testimonials.map((x) => x.id)).not.toContain(t.id);
  });

  it('refuses bad input with a 400 that names the field, and saves nothing', async () => {
    const staff = await adminClient(() => env.app).login();
    const before = await publicCentre();
    const cases: [string, object, string][] = [
      ['/api/admin/coaches', { ...newCoach, name: '  ' }, 'name'],
      ['/api/admin/coaches', { ...newCoach, experienceYears: 2.5 }, 'experienceYears'],
      ['/api/admin/coaches', { ...newCoach, experienceYears: 61 }, 'experienceYears'],
      ['/api/admin/coaches', { ...newCoach, bio: 'x'.repeat(601) }, 'bio'],
      ['/api/admin/plans', { ...newPlan, sport: 'cricket' }, 'sport'],
      ['/api/admin/plans', { ...newPlan, price: 0 }, 'price'],
      ['/api/admin/plans', { ...newPlan, price: '2400' }, 'price'],
      ['/api/admin/plans', { ...newPlan, durationMonths: 13 }, 'durationMonths'],
      ['/api/admin/plans', { ...newPlan, isCustom: 'yes' }, 'isCustom'],
      ['/api/admin/testimonials', { ...newTestimonial, rating: 6 }, 'rating'],
      ['/api/admin/testimonials', { ...newTestimonial, rating: 0 }, 'rating'],
      ['/api/admin/testimonials', { ...newTestimonial, section: 'cafe' }, 'section'],
      ['/api/admin/testimonials', { ...newTestimonial, text: '' }, 'text'],
    ];
    for (const [url, body, field] of cases) {
      const res = await staff.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'bad_request', field });
    }
    expect(errorOf(await staff.post('/api/admin/testimonials', { ...newTestimonial, rating: 6 })).message).toBe(
      'rating: Rating: at most 5 stars.',
    );
    const { coaches } = await adminCentre(staff);
    expect((await staff.post(`/api/admin/coaches/${coaches[0]!.id}`, { ...newCoach })).statusCode).toBe(400);
    expect((await staff.post(`/api/admin/coaches/${coaches[0]!.id}/delete`, {})).statusCode).toBe(400);
    expect((await staff.post('/api/admin/coaches/NOT%20AN%20ID', { ...newCoach, version: 0 })).statusCode).toBe(404);
    expect(await publicCentre()).toEqual(before);
  });

  it("refuses a save or delete made from an older copy (409), keeping the other staff member's edit", async () => {
    const first = await adminClient(() => env.app).login();
    const second = await adminClient(() => env.app).login();
    const loaded = await adminCentre(second);
    const { id, version, ...coach } = loaded.coaches[0]!;
    expect((await first.post(`/api/admin/coaches/${id}`, { ...coach, name: 'First Edit', version })).statusCode).toBe(
      200,
    );
    const late = await second.post(`/api/admin/coaches/${id}`, { ...coach, name: 'Second Edit', version });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({
      code: 'version_conflict',
      message: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
    });
    expect((await second.post(`/api/admin/coaches/${id}/delete`, { version })).statusCode).toBe(409);
    expect((await publicCentre()).coaches[0]!.name).toBe('First Edit');

    const plan = loaded.plans[0]!;
    const { id: planId, version: planVersion, ...planFields } = plan;
    expect(
      (await first.post(`/api/admin/plans/${planId}`, { ...planFields, price: 3600, version: planVersion })).statusCode,
    ).toBe(200);
    expect((await second.post(`/api/admin/plans/${planId}/delete`, { version: planVersion })).statusCode).toBe(409);
    const t = loaded.testimonials[0]!;
    const { id: tId, version: tVersion, ...tFields } = t;
    expect((await first.post(`/api/admin/testimonials/${tId}/delete`, { version: tVersion })).statusCode).toBe(200);
    expect((await second.post(`/api/admin/testimonials/${tId}`, { ...tFields, version: tVersion })).statusCode).toBe(
      404,
    );
  });

  it('refuses every admin route without a session, and every mutation without the CSRF token', async () => {
    expect((await env.app.inject({ url: '/api/admin/centre' })).statusCode).toBe(401);
    for (const [url, payload] of [
      ['/api/admin/coaches', newCoach],
      ['/api/admin/coaches/karthik-raj', { ...newCoach, version: 0 }],
      ['/api/admin/coaches/karthik-raj/delete', { version: 0 }],
      ['/api/admin/plans', newPlan],
      ['/api/admin/plans/football-regular/delete', { version: 0 }],
      ['/api/admin/testimonials', newTestimonial],
      ['/api/admin/testimonials/sports-arjun-k', { ...newTestimonial, version: 0 }],
    ] as const) {
      expect((await env.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
    }
    const staff = await adminClient(() => env.app).login();
    const noToken = await staff.post('/api/admin/coaches/karthik-raj/delete', { version: 0 }, {});
    expect(noToken.statusCode).toBe(403);
    const wrongToken = await staff.post('/api/admin/plans', newPlan, { 'x-csrf-token': 'nope' });
    expect(wrongToken.statusCode).toBe(403);
    const centre = await publicCentre();
    expect(centre.coaches).toHaveLength(seededCoaches.length);
    expect(centre.plans).toHaveLength(8);
  });
});
