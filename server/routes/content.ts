/**
 * The public content staff edit in the admin managers: `GET /api/rates` (the court rate table). Short-lived
 * caches only, so a save shows on the next load.
 */
import type { FastifyInstance } from 'fastify';
import { publicRates } from '../services/rates';
import { registerGearPublicRoutes } from './gear';
import type { ApiContext } from './context';
import { registerHomePublicRoutes } from './homepage';
import { registerCentreRoutes } from './centre';
import { registerSiteContentRoutes } from './siteContent';

/** Registers the public content routes. */
export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.get('/api/rates', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicRates(ctx.gate.get().db);
  });
  registerHomePublicRoutes(app, ctx);
  await registerGearPublicRoutes(app, ctx);
  await registerCentreRoutes(app, ctx);
  await registerSiteContentRoutes(app, ctx);
}
