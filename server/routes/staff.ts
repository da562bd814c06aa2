/**
 * Staff accounts (owners: list, add, change, reset a password), each account's own password and sessions, the
 * set-password links (public: the link's token is the proof), and the activity trail (owners). Inside the admin
 * scope of routes/admin.ts, which checks the session and the role of each route first.
 */
import type { FastifyInstance } from 'fastify';
import {
  activityQuerySchema,
  changePasswordRequestSchema,
  passwordLinkParamsSchema,
  setPasswordRequestSchema,
  staffCreateRequestSchema,
  staffUpdateRequestSchema,
  staffUserParamsSchema,
} from '../../machines/api/staff.schema';
import { parseWith } from '../errors';
import { activity } from '../services/audit';
import {
  changeOwnPassword,
  createStaff,
  listStaff,
  ownSessions,
  passwordLinkInfo,
  resetStaffPassword,
  signOutOthers,
  updateStaff,
  usePasswordLink,
  type StaffDeps,
} from '../services/staff';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

/** Registers the staff-account and activity routes. */
export function registerStaffRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const read = { onRequest: guards.requireSession };
  const write = { onRequest: guards.requireSession, preHandler: guards.requireCsrf };
  const deps = (): StaffDeps => ({ db: ctx.gate.get().db, now: ctx.now });

  app.get('/api/admin/users', read, async () => listStaff(deps()));

  app.post('/api/admin/users', write, async (request, reply) =>
    reply
      .code(201)
      .send(await createStaff(deps(), parseWith(staffCreateRequestSchema, request.body), guards.actor(request))),
  );

  app.post('/api/admin/users/:id', write, async (request) =>
    updateStaff(
      deps(),
      parseWith(staffUserParamsSchema, request.params).id,
      parseWith(staffUpdateRequestSchema, request.body),
      guards.actor(request),
    ),
  );

  app.post('/api/admin/users/:id/reset-password', write, async (request) =>
    resetStaffPassword(deps(), parseWith(staffUserParamsSchema, request.params).id, guards.actor(request)),
  );

  app.get('/api/admin/password-links/:token', async (request) =>
    passwordLinkInfo(deps(), parseWith(passwordLinkParamsSchema, request.params).token),
  );

  app.post('/api/admin/password-links/:token', { preHandler: guards.requireCsrf }, async (request, reply) => {
    const { token } = parseWith(passwordLinkParamsSchema, request.params);
    await usePasswordLink(deps(), token, parseWith(setPasswordRequestSchema, request.body).password, request.ip);
    return reply.code(204).send();
  });

  app.post('/api/admin/me/password', write, async (request, reply) => {
    const body = parseWith(changePasswordRequestSchema, request.body);
    await changeOwnPassword(deps(), guards.staff(request), body, guards.actor(request));
    return reply.code(204).send();
  });

  app.get('/api/admin/me/sessions', read, async (request) => ownSessions(deps(), guards.staff(request)));

  app.post('/api/admin/me/sessions/sign-out-others', write, async (request) =>
    signOutOthers(deps(), guards.staff(request), guards.actor(request)),
  );

  app.get('/api/admin/activity', read, async (request) =>
    activity(ctx.gate.get().db, parseWith(activityQuerySchema, request.query)),
  );
}
