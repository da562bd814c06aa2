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

  app.post('/api/admin/coaches', write, async (request, reply) =>
    reply.code(201).send(await createCoach(db(), parseWith(coachInputSchema, request.body))),
  );
  app.post('/api/admin/coaches/:id', write, async (request) =>
    saveCoach(db(), idOf(request.params), parseWith(coachSaveSchema, request.body)),
  );
  app.post('/api/admin/coaches/:id/delete', write, async (request) =>
    deleteCoach(db(), idOf(request.params), parseWith(centreDeleteSchema, request.body).version),
  );

  app.post('/api/admin/plans', write, async (request, reply) =>
    reply.code(201).send(await createPlan(db(), parseWith(planInputSchema, request.body))),
  );
  app.post('/api/admin/plans/:id', write, async (request) =>
    savePlan(db(), idOf(request.params), parseWith(planSaveSchema, request.body)),
  );
  app.post('/api/admin/plans/:id/delete', write, async (request) =>
    deletePlan(db(), idOf(request.params), parseWith(centreDeleteSchema, request.body).version),
  );

  app.post('/api/admin/testimonials', write, async (request, reply) =>
    reply.code(201).send(await createTestimonial(db(), parseWith(testimonialInputSchema, request.body))),
  );
  app.post('/api/admin/testimonials/:id', write, async (request) =>
    saveTestimonial(db(), idOf(request.params), parseWith(testimonialSaveSchema, request.body)),
  );
  app.post('/api/admin/testimonials/:id/delete', write, async (request) =>
    deleteTestimonial(db(), idOf(request.params), parseWith(centreDeleteSchema, request.body).version),
  );
}
