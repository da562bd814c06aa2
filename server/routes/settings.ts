/**
 * System Settings: `GET /api/site` (public: the centre's details the pages show) and, in the admin scope (owners, by
 * the role table), `GET` and `POST /api/admin/settings` (the save also needs the CSRF token).
 */
import type { FastifyInstance } from 'fastify';
import { siteSettingsSaveSchema } from '../../machines/admin/settings';
import { parseWith } from '../errors';
import { readSettings, saveSettings } from '../services/settings';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

/** GET /api/site: the public details (the booking rules are staff's, but not secret: the booking check uses them). */
export async function siteRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.get('/api/site', async () => (await readSettings(ctx.gate.get().db)).settings);
}

/** The owners' settings routes, inside the admin scope. */
export function registerSettingsAdminRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const db = () => ctx.gate.get().db;
  app.get('/api/admin/settings', { onRequest: guards.requireSession }, async () => readSettings(db()));
  app.post(
    '/api/admin/settings',
    { onRequest: guards.requireSession, preHandler: guards.requireCsrf },
    async (request) => {
      const { settings, version } = parseWith(siteSettingsSaveSchema, request.body);
      const saved = await saveSettings({ db: db(), now: ctx.now }, settings, version, guards.actor(request));
      // Every availability answer says how far ahead courts can be booked: forgotten everywhere, open grids updated.
      ctx.cache.clear();
      return saved;
    },
  );
}
