/**
 * The Sports Centre content's routes: `GET /api/centre` for everyone (the public pages' loaders), and for staff
 * (inside the admin scope: session on every route, CSRF token on every mutation) the list with versions and
 * create / save / delete per record kind. Bodies are checked with the shared schemas the admin forms validate with.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCentreResponseSchema,
  adminCoachSchema,
  adminPlanSchema,
  adminTestimonialSchema,
  centreDeletedSchema,
  centreDeleteSchema,
  centreIdSchema,
  centreResponseSchema,
  coachInputSchema,
  coachSaveSchema,
  planInputSchema,
  planSaveSchema,
  testimonialInputSchema,
  testimonialSaveSchema,
  type CentreKind,
} from '../../machines/api/centre.schema';
import { z } from '../../machines/shared/zod';
import type { Database } from '../db/client';
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
import { notFoundParams, zodApp } from './schemas';

/** Registers `GET /api/centre` (public; no-cache, so a save shows on the next load). */
export async function registerCentreRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  zodApp(app).get('/api/centre', { schema: { response: { 200: centreResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicCentre(ctx.gate.get().db);
  });
}

/** `:id` of a record: one that cannot be an id is one that no longer exists (404). */
const recordParams = z
  .object({ id: centreIdSchema })
  .register(notFoundParams, { id: 'This record no longer exists. Reload to see the current list.' });

/** A record kind's schemas and services (the routes are the same for each kind). */
interface KindRoutes<Input, Save, Row> {
  label: string;
  input: z.ZodMiniType<Input>;
  save: z.ZodMiniType<Save>;
  row: z.ZodMiniType<Row>;
  create: (db: Database, input: Input) => Promise<Row>;
  update: (db: Database, id: string, input: Save) => Promise<Row>;
  remove: (db: Database, id: string, version: number) => Promise<{ deleted: true }>;
}

/** Registers the admin routes of the Coaches, Programs and Testimonials tabs. */
export async function registerCentreAdminRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const api = zodApp(app);
  const { read, write } = guards;

  api.get('/api/admin/centre', { ...read, schema: { response: { 200: adminCentreResponseSchema } } }, async () =>
    adminCentre(ctx.gate.get().db),
  );

  /**
   * Create, save and delete of one kind: `/api/admin/<kind>`, `.../:id`, `.../:id/delete`. Fastify checks each body
   * with the kind's schema before the handler runs; the handler reads it as the schema's output (a generic route
   * cannot carry the type provider's inference).
   */
  const registerKind = <Input, Save, Row>(kind: CentreKind, routes: KindRoutes<Input, Save, Row>) => {
    const { label, input, save, row, create, update, remove } = routes;
    const idOf = (request: FastifyRequest) => (request.params as z.output<typeof recordParams>).id;
    app.post(
      `/api/admin/${kind}`,
      { ...write, schema: { body: input, response: { 201: row } } },
      async (request, reply) => {
        const body = request.body as Input;
        return reply.code(201).send(await guards.audited(request, saved(label, body), (tx) => create(tx, body)));
      },
    );
    app.post(
      `/api/admin/${kind}/:id`,
      { ...write, schema: { params: recordParams, body: save, response: { 200: row } } },
      async (request) => {
        const id = idOf(request);
        const body = request.body as Save;
        return guards.audited(request, saved(label, body, id), (tx) => update(tx, id, body));
      },
    );
    app.post(
      `/api/admin/${kind}/:id/delete`,
      { ...write, schema: { params: recordParams, body: centreDeleteSchema, response: { 200: centreDeletedSchema } } },
      async (request) => {
        const id = idOf(request);
        const { version } = request.body as z.output<typeof centreDeleteSchema>;
        return guards.audited(request, deleted(label, id), (tx) => remove(tx, id, version));
      },
    );
  };

  registerKind('coaches', {
    label: 'coach',
    input: coachInputSchema,
    save: coachSaveSchema,
    row: adminCoachSchema,
    create: createCoach,
    update: saveCoach,
    remove: deleteCoach,
  });
  registerKind('plans', {
    label: 'coaching plan',
    input: planInputSchema,
    save: planSaveSchema,
    row: adminPlanSchema,
    create: createPlan,
    update: savePlan,
    remove: deletePlan,
  });
  registerKind('testimonials', {
    label: 'testimonial',
    input: testimonialInputSchema,
    save: testimonialSaveSchema,
    row: adminTestimonialSchema,
    create: createTestimonial,
    update: saveTestimonial,
    remove: deleteTestimonial,
  });
}
