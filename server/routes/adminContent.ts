/**
 * The admin managers' routes (inside the admin scope of routes/admin.ts): every one needs a session, every mutation
 * the CSRF token too. Bodies are parsed with the shared schemas the admin forms validate with.
 */
import type { FastifyInstance } from 'fastify';
import { adminRatesRequestSchema } from '../../machines/api/rates.schema';
import { parseWith } from '../errors';
import { adminRates, saveRates } from '../services/rates';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { registerHomeAdminRoutes } from './homepage';
import { registerGearAdminRoutes } from './gear';
import { registerUploadRoute } from './media';
import { registerCentreAdminRoutes } from './centre';
import { registerSiteContentAdminRoutes } from './siteContent';

/** Registers the managers' routes with the session (and, for mutations, CSRF) checks. */
export async function registerAdminContentRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const read = { onRequest: guards.requireSession };
  const write = { onRequest: guards.requireSession, preHandler: guards.requireCsrf };
  const db = () => ctx.gate.get().db;

  app.get('/api/admin/rates', read, async () => adminRates(db()));
  app.post('/api/admin/rates', write, async (request) => {
    const body = parseWith(adminRatesRequestSchema, request.body);
    return guards.audited(
      request,
      { kind: 'content.save', record: 'rates', summary: 'Saved the court prices.', after: body },
      (tx) => saveRates({ db: tx, cache: ctx.cache }, body),
    );
  });
  await registerUploadRoute(app, ctx, guards);
  registerHomeAdminRoutes(app, ctx, guards);
  await registerGearAdminRoutes(app, ctx, guards);
  await registerCentreAdminRoutes(app, ctx, guards);
  await registerSiteContentAdminRoutes(app, ctx, guards);
}
