/**
 * System Settings: `GET /api/site` (public: the centre's details the pages show) and, in the admin scope (owners, by
 * the role table), `GET` and `POST /api/admin/settings` (the save also needs the CSRF token).
 */
import type { FastifyInstance } from 'fastify';
import { siteSettingsResponseSchema, siteSettingsSaveSchema, siteSettingsSchema } from '../../machines/admin/settings';
import { readSettings, saveSettings } from '../services/settings';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/**
 * GET /api/site: the public details every page loads beside its data (the booking rules are staff's, but not secret:
 * the booking check uses them); no-cache, so a save shows on the next load.
 */
export async function siteRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  zodApp(app).get('/api/site', { schema: { response: { 200: siteSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return (await readSettings(ctx.gate.get().db)).settings;
  });
}

/** The owners' settings routes, inside the admin scope. */
export function registerSettingsAdminRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const api = zodApp(app);
  const db = () => ctx.gate.get().db;
  const response = { 200: siteSettingsResponseSchema };
  api.get('/api/admin/settings', { ...guards.read, schema: { response } }, async () => readSettings(db()));
  api.post(
    '/api/admin/settings',
    { ...guards.write, schema: { body: siteSettingsSaveSchema, response } },
    async (request) => {
      const { settings, version } = request.body;
      const saved = await saveSettings({ db: db(), now: ctx.now }, settings, version, guards.actor(request));
      // Every availability answer says how far ahead courts can be booked: forgotten everywhere, open grids updated.
      ctx.cache.clear();
      return saved;
    },
  );
}
