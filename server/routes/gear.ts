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
import { deleted, saved } from '../services/audit';
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
    const body = parseWith(productInputSchema, request.body);
    reply.code(201);
    return guards.audited(request, saved('product', body), (tx) => createProduct(tx, body));
  });
  app.post('/api/admin/products/:id', write, async (request) => {
    const { id } = parseWith(idParams, request.params);
    const body = parseWith(productUpdateSchema, request.body);
    return guards.audited(request, saved('product', body, String(id)), (tx) => updateProduct(tx, id, body));
  });
  app.post('/api/admin/products/:id/delete', write, async (request) => {
    const { id } = parseWith(idParams, request.params);
    const { version } = parseWith(productDeleteSchema, request.body);
    return guards.audited(request, deleted('product', id), (tx) => deleteProduct(tx, id, version));
  });
  app.get('/api/admin/whatsapp', read, async () => readWhatsapp(db()));
  app.post('/api/admin/whatsapp', write, async (request) => {
    const body = parseWith(whatsappSettingsUpdateSchema, request.body);
    return guards.audited(request, saved('WhatsApp settings', body), (tx) => saveWhatsapp(tx, body));
  });
}
