/**
 * The home page's banners: `GET /api/home` (public, read by `/`'s loader) and, in the admin scope, `GET` and
 * `POST /api/admin/home` (session required; the save also needs the CSRF token). Bodies are checked with the shared
 * schema the admin form validates with.
 */
import type { FastifyInstance } from 'fastify';
import { adminHomeRequestSchema, adminHomeResponseSchema, homeResponseSchema } from '../../machines/api/home.schema';
import { adminHome, publicHome, saveHome } from '../services/homepage';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/** GET /api/home (no-cache, so a save shows on the next load). */
export function registerHomePublicRoutes(app: FastifyInstance, ctx: ApiContext): void {
  zodApp(app).get('/api/home', { schema: { response: { 200: homeResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicHome(ctx.gate.get().db);
  });
}

/** GET and POST /api/admin/home with the session (and, for the save, CSRF) checks. */
export function registerHomeAdminRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const api = zodApp(app);
  const db = () => ctx.gate.get().db;
  const response = { 200: adminHomeResponseSchema };
  api.get('/api/admin/home', { ...guards.read, schema: { response } }, async () => adminHome(db()));
  api.post(
    '/api/admin/home',
    { ...guards.write, schema: { body: adminHomeRequestSchema, response } },
    async (request) =>
      guards.audited(
        request,
        { kind: 'content.save', record: 'home', summary: 'Saved the home page banners.', after: request.body },
        (tx) => saveHome(tx, request.body),
      ),
  );
}
