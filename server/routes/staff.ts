/**
 * Staff accounts (owners: list, add, change, reset a password), each account's own password and sessions, the
 * set-password links (public: the link's token is the proof), and the activity trail (owners). Inside the admin
 * scope of routes/admin.ts, which checks the session and the role of each route first.
 */
import type { FastifyInstance } from 'fastify';
import {
  activityPageSchema,
  activityQuerySchema,
  changePasswordRequestSchema,
  passwordLinkInfoSchema,
  passwordLinkParamsSchema,
  setPasswordRequestSchema,
  staffCreateRequestSchema,
  staffLinkResponseSchema,
  staffSessionsSchema,
  staffUpdateRequestSchema,
  staffUserParamsSchema,
  staffUserSchema,
  staffUsersSchema,
} from '../../machines/api/staff.schema';
import { z } from '../../machines/shared/zod';
import { activity } from '../services/audit';
import { changeOwnPassword, ownSessions, signOutOthers } from '../services/ownAccount';
import { passwordLinkInfo, usePasswordLink } from '../services/passwordLinks';
import { createStaff, listStaff, resetStaffPassword, updateStaff } from '../services/staffAccounts';
import type { StaffDeps } from '../services/staff';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/** Registers the staff-account and activity routes. */
export function registerStaffRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const api = zodApp(app);
  const { read, write } = guards;
  const deps = (): StaffDeps => ({ db: ctx.gate.get().db, now: ctx.now });
  const user = { params: staffUserParamsSchema };
  const link = { params: passwordLinkParamsSchema };

  api.get('/api/admin/users', { ...read, schema: { response: { 200: staffUsersSchema } } }, async () =>
    listStaff(deps()),
  );

  api.post(
    '/api/admin/users',
    { ...write, schema: { body: staffCreateRequestSchema, response: { 201: staffLinkResponseSchema } } },
    async (request, reply) => reply.code(201).send(await createStaff(deps(), request.body, guards.actor(request))),
  );

  api.post(
    '/api/admin/users/:id',
    { ...write, schema: { ...user, body: staffUpdateRequestSchema, response: { 200: staffUserSchema } } },
    async (request) => updateStaff(deps(), request.params.id, request.body, guards.actor(request)),
  );

  api.post(
    '/api/admin/users/:id/reset-password',
    { ...write, schema: { ...user, response: { 200: staffLinkResponseSchema } } },
    async (request) => resetStaffPassword(deps(), request.params.id, guards.actor(request)),
  );

  api.get(
    '/api/admin/password-links/:token',
    { schema: { ...link, response: { 200: passwordLinkInfoSchema } } },
    async (request) => passwordLinkInfo(deps(), request.params.token),
  );

  api.post(
    '/api/admin/password-links/:token',
    { preValidation: guards.requireCsrf, schema: { ...link, body: setPasswordRequestSchema } },
    async (request, reply) => {
      await usePasswordLink(deps(), request.params.token, request.body.password, request.ip);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/admin/me/password',
    { ...write, schema: { body: changePasswordRequestSchema } },
    async (request, reply) => {
      await changeOwnPassword(deps(), guards.staff(request), request.body, guards.actor(request));
      return reply.code(204).send();
    },
  );

  api.get('/api/admin/me/sessions', { ...read, schema: { response: { 200: staffSessionsSchema } } }, async (request) =>
    ownSessions(deps(), guards.staff(request)),
  );

  api.post(
    '/api/admin/me/sessions/sign-out-others',
    { ...write, schema: { response: { 200: z.object({ ended: z.number() }) } } },
    async (request) => signOutOthers(deps(), guards.staff(request), guards.actor(request)),
  );

  api.get(
    '/api/admin/activity',
    { ...read, schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema } } },
    async (request) => activity(ctx.gate.get().db, request.query),
  );
}
