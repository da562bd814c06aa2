/**
 * POD Gear routes: the public catalogue (`GET /api/products`, read by the shop, cart and checkout loaders) and the
 * admin's product cards and WhatsApp settings. Every admin route needs a session, every mutation the CSRF token;
 * bodies are parsed with the shared schemas the admin forms validate with.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminProductSchema,
  adminProductsResponseSchema,
  adminWhatsappSchema,
  productDeleteSchema,
  productInputSchema,
  productsResponseSchema,
  productUpdateSchema,
  whatsappSettingsUpdateSchema,
} from '../../machines/api/gear.schema';
import { z } from '../../machines/shared/zod';
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
import { zodApp } from './schemas';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'There is no such product.' })
    .check(z.int(), z.minimum(1, { error: 'There is no such product.' })),
});

/** GET /api/products (no-cache: a save shows on the next load). */
export async function registerGearPublicRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  zodApp(app).get(
    '/api/products',
    { schema: { response: { 200: productsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicProducts(ctx.gate.get().db);
    },
  );
}

/** The POD Gear manager's routes (inside the admin scope), with the session and CSRF checks. */
export async function registerGearAdminRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  guards: AdminGuards,
): Promise<void> {
  const api = zodApp(app);
  const { read, write } = guards;
  const db = () => ctx.gate.get().db;
  const product = { 200: adminProductSchema };
  const whatsapp = { 200: adminWhatsappSchema };

  api.get('/api/admin/products', { ...read, schema: { response: { 200: adminProductsResponseSchema } } }, async () =>
    adminProducts(db()),
  );
  api.post(
    '/api/admin/products',
    { ...write, schema: { body: productInputSchema, response: { 201: adminProductSchema } } },
    async (request, reply) => {
      reply.code(201);
      return guards.audited(request, saved('product', request.body), (tx) => createProduct(tx, request.body));
    },
  );
  api.post(
    '/api/admin/products/:id',
    { ...write, schema: { params: idParams, body: productUpdateSchema, response: product } },
    async (request) => {
      const { id } = request.params;
      return guards.audited(request, saved('product', request.body, String(id)), (tx) =>
        updateProduct(tx, id, request.body),
      );
    },
  );
  api.post(
    '/api/admin/products/:id/delete',
    {
      ...write,
      schema: { params: idParams, body: productDeleteSchema, response: { 200: z.object({ deleted: z.number() }) } },
    },
    async (request) => {
      const { id } = request.params;
      return guards.audited(request, deleted('product', id), (tx) => deleteProduct(tx, id, request.body.version));
    },
  );
  api.get('/api/admin/whatsapp', { ...read, schema: { response: whatsapp } }, async () => readWhatsapp(db()));
  api.post(
    '/api/admin/whatsapp',
    { ...write, schema: { body: whatsappSettingsUpdateSchema, response: whatsapp } },
    async (request) =>
      guards.audited(request, saved('WhatsApp settings', request.body), (tx) => saveWhatsapp(tx, request.body)),
  );
}
