/**
 * The site content's routes (café, gallery, partners, branding): `GET /api/site-content` for everyone (the public
 * pages' loaders) and, inside the admin scope (session on every route, CSRF token on every mutation), per kind: the
 * list with versions, create, save, move and delete. Bodies are parsed with the kind's shared schema, the one the
 * admin form validates with.
 */
import type { FastifyInstance } from 'fastify';
import {
  createEnvelopeSchema,
  deleteSchema,
  isSiteContentKind,
  moveSchema,
  saveEnvelopeSchema,
  siteContentIdSchema,
  siteContentSchemas,
  type SiteContentKind,
} from '../../machines/api/siteContent.schema';
import { ApiError, parseWith } from '../errors';
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

/** Registers `GET /api/site-content` and `GET /api/branding` (public; no-cache, so a save shows on the next load). */
export async function registerSiteContentRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/api/site-content', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicSiteContent(ctx.gate.get().db);
  });
  // Every page's loader reads the logo: a small answer of its own.
  app.get('/api/branding', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return (await publicSiteContent(ctx.gate.get().db)).branding;
  });
}

const unknownList = () => new ApiError(404, 'not_found', 'There is no such content list.');
const gone = () => new ApiError(404, 'not_found', 'This record no longer exists. Reload to see the current list.');

const kindOf = (params: unknown): SiteContentKind => {
  const kind = (params as { kind?: unknown }).kind;
  if (!isSiteContentKind(kind)) throw unknownList();
  return kind;
};

const idOf = (params: unknown): string => {
  const parsed = siteContentIdSchema.safeParse((params as { id?: unknown }).id);
  if (!parsed.success) throw gone();
  return parsed.data;
};

/** The kind's fields from a body, checked with its shared schema. */
const fieldsOf = (kind: SiteContentKind, body: unknown) =>
  parseWith(siteContentSchemas[kind], body) as Record<string, unknown>;

/** Registers the Café, Gallery, Partners and branding managers' routes. */
export async function registerSiteContentAdminRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const read = { onRequest: guards.requireSession };
  const write = { onRequest: guards.requireSession, preHandler: guards.requireCsrf };
  const db = () => ctx.gate.get().db;
  const base = '/api/admin/site-content/:kind';

  app.get(base, read, async (request) => adminSiteContent(db(), kindOf(request.params)));
  app.post(base, write, async (request, reply) => {
    const kind = kindOf(request.params);
    const fields = fieldsOf(kind, request.body);
    const { hidden } = parseWith(createEnvelopeSchema, request.body);
    return reply.code(201).send(await createSiteRecord(db(), kind, fields, hidden));
  });
  app.post(`${base}/:id`, write, async (request) => {
    const kind = kindOf(request.params);
    const id = idOf(request.params);
    const fields = fieldsOf(kind, request.body);
    const { hidden, version } = parseWith(saveEnvelopeSchema, request.body);
    return saveSiteRecord(db(), kind, id, fields, hidden, version);
  });
  app.post(`${base}/:id/move`, write, async (request) => {
    const { direction, version } = parseWith(moveSchema, request.body);
    return moveSiteRecord(db(), kindOf(request.params), idOf(request.params), direction, version);
  });
  app.post(`${base}/:id/delete`, write, async (request) =>
    deleteSiteRecord(db(), kindOf(request.params), idOf(request.params), parseWith(deleteSchema, request.body).version),
  );
}
