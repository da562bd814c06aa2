/**
 * The Sports Centre content's routes: `GET /api/centre` for everyone (the public pages' loaders), and for staff
 * (inside the admin scope: session on every route, CSRF token on every mutation) the list with versions and
 * create / save / delete per record kind. Bodies are parsed with the shared schemas the admin forms validate with.
 */
import type { FastifyInstance } from 'fastify';
import {
  centreDeleteSchema,
  centreIdSchema,
  coachInputSchema,
  coachSaveSchema,
  planInputSchema,
  planSaveSchema,
  testimonialInputSchema,
  testimonialSaveSchema,
} from '../../machines/api/centre.schema';
import { ApiError, parseWith } from '../errors';
import {
  adminCentre,
  createCoach,
  createPlan,
  createTestimonial,
  deleteCoach,
  deletePlan,
  deleteTestimonial,
  publicCentre,
  saveCoach,
  savePlan,
  saveTestimonial,
} from '../services/centre';
import { deleted, saved } from '../services/audit';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

/** Registers `GET /api/centre` (public; no-cache, so a save shows on the next load). */
export async function registerCentreRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/api/centre', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicCentre(ctx.gate.get().db);
  });
}

const idOf = (params: unknown): string => {
  const parsed = centreIdSchema.safeParse((params as { id?: unknown }).id);
  if (!parsed.success)
    throw new ApiError(404, 'not_found', 'This record no longer exists. Reload to see the current list.');
  return parsed.data;
};

/** Registers the admin routes of the Coaches, Programs and Testimonials tabs. */
export async function registerCentreAdminRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const read = { onRequest: guards.requireSession };
  const write = { onRequest: guards.requireSession, preHandler: guards.requireCsrf };
  const db = () => ctx.gate.get().db;

  app.get('/api/admin/centre', read, async () => adminCentre(db()));

  app.post('/api/admin/coaches', write, async (request, reply) => {
    const body = parseWith(coachInputSchema, request.body);
    return reply.code(201).send(await guards.audited(request, saved('coach', body), (tx) => createCoach(tx, body)));
  });
  app.post('/api/admin/coaches/:id', write, async (request) => {
    const id = idOf(request.params);
    const body = parseWith(coachSaveSchema, request.body);
    return guards.audited(request, saved('coach', body, id), (tx) => saveCoach(tx, id, body));
  });
  app.post('/api/admin/coaches/:id/delete', write, async (request) => {
    const id = idOf(request.params);
    const { version } = parseWith(centreDeleteSchema, request.body);
    return guards.audited(request, deleted('coach', id), (tx) => deleteCoach(tx, id, version));
  });

  app.post('/api/admin/plans', write, async (request, reply) => {
    const body = parseWith(planInputSchema, request.body);
    return reply
      .code(201)
      .send(await guards.audited(request, saved('coaching plan', body), (tx) => createPlan(tx, body)));
  });
  app.post('/api/admin/plans/:id', write, async (request) => {
    const id = idOf(request.params);
    const body = parseWith(planSaveSchema, request.body);
    return guards.audited(request, saved('coaching plan', body, id), (tx) => savePlan(tx, id, body));
  });
  app.post('/api/admin/plans/:id/delete', write, async (request) => {
    const id = idOf(request.params);
    const { version } = parseWith(centreDeleteSchema, request.body);
    return guards.audited(request, deleted('coaching plan', id), (tx) => deletePlan(tx, id, version));
  });

  app.post('/api/admin/testimonials', write, async (request, reply) => {
    const body = parseWith(testimonialInputSchema, request.body);
    return reply
      .code(201)
      .send(await guards.audited(request, saved('testimonial', body), (tx) => createTestimonial(tx, body)));
  });
  app.post('/api/admin/testimonials/:id', write, async (request) => {
    const id = idOf(request.params);
    const body = parseWith(testimonialSaveSchema, request.body);
    return guards.audited(request, saved('testimonial', body, id), (tx) => saveTestimonial(tx, id, body));
  });
  app.post('/api/admin/testimonials/:id/delete', write, async (request) => {
    const id = idOf(request.params);
    const { version } = parseWith(centreDeleteSchema, request.body);
    return guards.audited(request, deleted('testimonial', id), (tx) => deleteTestimonial(tx, id, version));
  });
}
