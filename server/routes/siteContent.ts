/**
 * The site content's routes (café, gallery, partners, branding): `GET /api/site-content` for everyone (the public
 * pages' loaders) and, inside the admin scope (session on every route, CSRF token on every mutation), per kind: the
 * list with versions, create, save, move and delete. Bodies are parsed with the kind's shared schema, the one the
 * admin form validates with.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminSiteContentSchema,
  adminSiteRecordSchema,
  brandingInputSchema,
  createEnvelopeSchema,
  deletedSchema,
  deleteSchema,
  moveSchema,
  saveEnvelopeSchema,
  siteContentIdSchema,
  siteContentKinds,
  siteContentResponseSchema,
  siteContentSchemas,
  type SiteContentKind,
} from '../../machines/api/siteContent.schema';
import { z } from '../../machines/shared/zod';
import { parseWith } from '../errors';
import {
  adminSiteContent,
  createSiteRecord,
  deleteSiteRecord,
  moveSiteRecord,
  publicSiteContent,
  saveSiteRecord,
} from '../services/siteContent';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { notFoundParams, zodApp } from './schemas';

/** Registers `GET /api/site-content` and `GET /api/branding` (public; no-cache, so a save shows on the next load). */
export async function registerSiteContentRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const api = zodApp(app);
  api.get(
    '/api/site-content',
    { schema: { response: { 200: siteContentResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicSiteContent(ctx.gate.get().db);
    },
  );
  // Every page's loader reads the logo: a small answer of its own.
  api.get('/api/branding', { schema: { response: { 200: brandingInputSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return (await publicSiteContent(ctx.gate.get().db)).branding;
  });
}

const notFound = {
  kind: 'There is no such content list.',
  id: 'This record no longer exists. Reload to see the current list.',
};
const kindSchema = z.enum(siteContentKinds as [SiteContentKind, ...SiteContentKind[]]);
/** `:kind` (and `:id`) of a list: a kind or an id that cannot be one is a list or record that does not exist (404). */
const listParams = z.object({ kind: kindSchema }).register(notFoundParams, notFound);
const recordParams = z.object({ kind: kindSchema, id: siteContentIdSchema }).register(notFoundParams, notFound);

/**
 * A record's body: the kind's fields (its shared schema, `siteContentSchemas[kind]`) with its envelope (hidden, and
 * the version on a save). Which schema applies depends on the path, so Fastify cannot check it before the handler:
 * the handler checks the fields first, then the envelope, and answers the first problem as any declared schema would.
 */
const recordBody = (envelope: z.ZodMiniObject) =>
  z.looseObject({}).register(z.globalRegistry, {
    description: `The kind's fields (machines/api/siteContent.schema.ts) with ${Object.keys(envelope.def.shape).join(' and ')}.`,
  });

/** The kind's fields, then the envelope, from a body, each checked with its shared schema. */
const recordOf = <E extends z.ZodMiniObject>(kind: SiteContentKind, body: unknown, envelope: E) => ({
  fields: parseWith(siteContentSchemas[kind], body) as Record<string, unknown>,
  ...parseWith(envelope, body),
});

/** Registers the Café, Gallery, Partners and branding managers' routes. */
export async function registerSiteContentAdminRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const api = zodApp(app);
  const { read, write } = guards;
  const db = () => ctx.gate.get().db;
  const base = '/api/admin/site-content/:kind';
  const record = { 200: adminSiteRecordSchema };

  api.get(
    base,
    { ...read, schema: { params: listParams, response: { 200: adminSiteContentSchema } } },
    async (request) => adminSiteContent(db(), request.params.kind),
  );
  api.post(
    base,
    {
      ...write,
      schema: { params: listParams, body: recordBody(createEnvelopeSchema), response: { 201: adminSiteRecordSchema } },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { fields, hidden } = recordOf(kind, request.body, createEnvelopeSchema);
      return reply.code(201).send(await createSiteRecord(db(), kind, fields, hidden));
    },
  );
  api.post(
    `${base}/:id`,
    { ...write, schema: { params: recordParams, body: recordBody(saveEnvelopeSchema), response: record } },
    async (request) => {
      const { kind, id } = request.params;
      const { fields, hidden, version } = recordOf(kind, request.body, saveEnvelopeSchema);
      return saveSiteRecord(db(), kind, id, fields, hidden, version);
    },
  );
  api.post(
    `${base}/:id/move`,
    { ...write, schema: { params: recordParams, body: moveSchema, response: { 200: adminSiteContentSchema } } },
    async (request) => {
      const { kind, id } = request.params;
      return moveSiteRecord(db(), kind, id, request.body.direction, request.body.version);
    },
  );
  api.post(
    `${base}/:id/delete`,
    { ...write, schema: { params: recordParams, body: deleteSchema, response: { 200: deletedSchema } } },
    async (request) => deleteSiteRecord(db(), request.params.kind, request.params.id, request.body.version),
  );
}
