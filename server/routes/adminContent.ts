/**
 * The admin managers' routes (inside the admin scope of routes/admin.ts): every one needs a session, every mutation
 * the CSRF token too. Bodies are checked with the shared schemas the admin forms validate with.
 */
import type { FastifyInstance } from 'fastify';
import { adminRatesRequestSchema, adminRatesResponseSchema } from '../../machines/api/rates.schema';
import { adminRates, saveRates } from '../services/rates';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { registerHomeAdminRoutes } from './homepage';
import { registerGearAdminRoutes } from './gear';
import { registerUploadRoute } from './media';
import { registerCentreAdminRoutes } from './centre';
import { zodApp } from './schemas';
import { registerSiteContentAdminRoutes } from './siteContent';

/** Registers the managers' routes with the session (and, for mutations, CSRF) checks. */
export async function registerAdminContentRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const api = zodApp(app);
  const db = () => ctx.gate.get().db;
  const response = { 200: adminRatesResponseSchema };

  api.get('/api/admin/rates', { ...guards.read, schema: { response } }, async () => adminRates(db()));
  api.post(
    '/api/admin/rates',
    { ...guards.write, schema: { body: adminRatesRequestSchema, response } },
    async (request) =>
      guards.audited(
        request,
        { kind: 'content.save', record: 'rates', summary: 'Saved the court prices.', after: request.body },
        (tx) => saveRates({ db: tx, cache: ctx.cache }, request.body),
      ),
  );
  await registerUploadRoute(app, ctx, guards);
  registerHomeAdminRoutes(app, ctx, guards);
  await registerGearAdminRoutes(app, ctx, guards);
  await registerCentreAdminRoutes(app, ctx, guards);
  await registerSiteContentAdminRoutes(app, ctx, guards);
}
