/**
 * The public content staff edit in the admin managers: `GET /api/rates` (the court rate table). Short-lived
 * caches only, so a save shows on the next load.
 */
import type { FastifyInstance } from 'fastify';
import { ratesResponseSchema } from '../../machines/api/rates.schema';
import { publicRates } from '../services/rates';
import { registerGearPublicRoutes } from './gear';
import type { ApiContext } from './context';
import { registerHomePublicRoutes } from './homepage';
import { registerCentreRoutes } from './centre';
import { zodApp } from './schemas';
import { registerSiteContentRoutes } from './siteContent';

/** Registers the public content routes. */
export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  zodApp(app).get('/api/rates', { schema: { response: { 200: ratesResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicRates(ctx.gate.get().db);
  });
  registerHomePublicRoutes(app, ctx);
  await registerGearPublicRoutes(app, ctx);
  await registerCentreRoutes(app, ctx);
  await registerSiteContentRoutes(app, ctx);
}
