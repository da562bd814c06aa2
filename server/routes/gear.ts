/**
 * POD Gear routes: the public catalogue (`GET /api/products`, read by the shop, cart and checkout loaders) and the
 * admin's product cards and WhatsApp settings. Every admin route needs a session, every mutation the CSRF token;
 * bodies are parsed with the shared schemas the admin forms validate with.
 */
import type { FastifyInstance } from 'fastify';
import {
  productDeleteSchema,
  productInputSchema,
  productUpdateSchema,
  whatsappSettingsUpdateSchema,
} from '../../machines/api/gear.schema';
import { z } from '../../machines/shared/zod';
import { parseWith } from '../errors';
import {
  adminProducts,
  createProduct,
  deleteProduct,
  publicProducts,
  readWhatsapp,
  saveWhatsapp,
  updateProduct,
} from '../services/gear';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'There is no such product.' })
    .check(z.int(), z.minimum(1, { error: 'There is no such product.' })),
});

/** GET /api/products (no-cache: a save shows on the next load). */
export async function registerGearPublicRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.get('/api/products', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicProducts(ctx.gate.get().db);
  });
}

/** The POD Gear manager's routes (inside the admin scope), with the session and CSRF checks. */
export async function registerGearAdminRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const read = { onRequest: guards.requireSession };
  const write = { onRequest: guards.requireSession, preHandler: guards.requireCsrf };
  const db = () => ctx.gate.get().db;

  app.get('/api/admin/products', read, async () => adminProducts(db()));
  app.post('/api/admin/products', write, async (request, reply) => {
    reply.code(201);
    return createProduct(db(), parseWith(productInputSchema, request.body));
  });
  app.post('/api/admin/products/:id', write, async (request) =>
    updateProduct(db(), parseWith(idParams, request.params).id, parseWith(productUpdateSchema, request.body)),
  );
  app.post('/api/admin/products/:id/delete', write, async (request) =>
    deleteProduct(db(), parseWith(idParams, request.params).id, parseWith(productDeleteSchema, request.body).version),
  );
  app.get('/api/admin/whatsapp', read, async () => readWhatsapp(db()));
  app.post('/api/admin/whatsapp', write, async (request) =>
    saveWhatsapp(db(), parseWith(whatsappSettingsUpdateSchema, request.body)),
  );
}
