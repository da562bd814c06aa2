/**
 * The home page's banners: `GET /api/home` (public, read by `/`'s loader) and, in the admin scope, `GET` and
 * `POST /api/admin/home` (session required; the save also needs the CSRF token). Bodies are parsed with the shared
 * schema the admin form validates with.
 */
import type { FastifyInstance } from 'fastify';
import { adminHomeRequestSchema } from '../../machines/api/home.schema';
import { parseWith } from '../errors';
import { adminHome, publicHome, saveHome } from '../services/homepage';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

/** GET /api/home (no-cache, so a save shows on the next load). */
export function registerHomePublicRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/api/home', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicHome(ctx.gate.get().db);
  });
}

/** GET and POST /api/admin/home with the session (and, for the save, CSRF) checks. */
export function registerHomeAdminRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const db = () => ctx.gate.get().db;
  app.get('/api/admin/home', { onRequest: guards.requireSession }, async () => adminHome(db()));
  app.post('/api/admin/home', { onRequest: guards.requireSession, preHandler: guards.requireCsrf }, async (request) => {
    const body = parseWith(adminHomeRequestSchema, request.body);
    return guards.audited(
      request,
      { kind: 'content.save', record: 'home', summary: 'Saved the home page banners.', after: body },
      (tx) => saveHome(tx, body),
    );
  });
}
