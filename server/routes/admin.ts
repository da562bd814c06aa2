/**
 * The admin API under /api/admin, in its own scope: cookies (@fastify/cookie), CSRF tokens (@fastify/csrf-protection,
 * the secret in an httpOnly SameSite=Strict cookie, the token in the `x-csrf-token` header of every mutation), the
 * session and role check on every route but the public ones (one table, machines/admin/roles.ts: 401 without a live
 * session, 403 for a role the table does not name, and 403 for any admin route missing from it), the sign-in rate
 * limits (per address, and per address and account) and the account lockout (any address, services/adminAuth.ts).
 *
 * The session cookie holds a random token; the database holds only its SHA-256 (server/services/adminAuth.ts).
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbiddenMessage, mayCall, publicAdminRoutes } from '../../machines/admin/roles';
import {
  adminCsrfSchema,
  adminLoginInfoSchema,
  adminLoginRequestSchema,
  adminSessionSchema,
  adminStorybookSchema,
  CSRF_HEADER,
  type AdminStorybook,
} from '../../machines/api/admin.schema';
import { apiMessages } from '../../machines/api/errors';
import type { AdminOptions } from '../config';
import type { Database } from '../db/client';
import { ApiError } from '../errors';
import {
  lockedMessage,
  loginInfo,
  sessionOf,
  signIn,
  signOut,
  type AdminAuthDeps,
  type StaffIdentity,
} from '../services/adminAuth';
import { audited, type AuditActor, type AuditEntry } from '../services/audit';
import { registerAdminContentRoutes } from './adminContent';
import { registerAdminDataRoutes } from './adminData';
import { registerSettingsAdminRoutes } from './settings';
import { registerStaffRoutes } from './staff';
import { registerAdminWaitlistRoutes } from './waitlist';
import { registerAdminLiveRoute } from './live';
import type { StorybookSite } from '../storybookBuild';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff account, set by the admin scope's check before any admin route runs. */
    staff: StaffIdentity | null;
  }
}

/** Every `METHOD /pattern` registered in an admin scope (the route-by-route tests check each is in the roles table). */
export const registeredAdminRoutes = new Set<string>();

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type CallbackHook = (request: FastifyRequest, reply: FastifyReply, done: (error?: FastifyError) => void) => void;

export interface AdminGuards {
  /** onRequest: 401 unless the admin scope's check found a live session (it always runs first). */
  requireSession: Hook;
  /**
   * preValidation: 403 unless the request carries a valid CSRF token. It runs before the body is checked, so a
   * request without the token is refused whatever it sends.
   */
  requireCsrf: CallbackHook;
  /** A reading route's options: the session check. */
  read: { onRequest: Hook };
  /** A changing route's options: the session check, then the CSRF token. */
  write: { onRequest: Hook; preValidation: CallbackHook };
  authDeps: () => AdminAuthDeps;
  /** The signed-in account's email (for the records a staff action writes), or null. */
  staffOf: (request: FastifyRequest) => Promise<string | null>;
  /** The signed-in account (401 without one). */
  staff: (request: FastifyRequest) => StaffIdentity;
  /** Who makes the request's change, for the audit trail. */
  actor: (request: FastifyRequest) => AuditActor;
  /**
   * Runs `change` in one transaction with its audit row (the entry may depend on the change's result), so the change
   * and its record commit together or not at all (services/audit.ts `audited`).
   */
  audited: <T>(
    request: FastifyRequest,
    entry: AuditEntry | ((result: T) => AuditEntry),
    change: (db: Database) => Promise<T>,
  ) => Promise<T>;
}

/** Registers the admin API. */
export async function adminRoutes(
  app: FastifyInstance,
  {
    ctx,
    settings,
    storybook = null,
  }: { ctx: ApiContext; settings: Required<AdminOptions>; storybook?: StorybookSite | null },
): Promise<void> {
  const secure = settings.secureCookies;
  const sessionCookie = secure ? '__Secure-pod_admin' : 'pod_admin';
  const cookieBase = { path: '/api/admin', httpOnly: true, sameSite: 'strict' as const, secure };

  await app.register(fastifyCookie);
  await app.register(fastifyCsrf, {
    cookieKey: secure ? '__Secure-pod_admin_csrf' : 'pod_admin_csrf',
    cookieOpts: cookieBase,
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER];
      return typeof value === 'string' ? value : undefined;
    },
  });

  // The CSRF plugin answers with its own 403 errors: give them the API's body. Anything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      return reply.code(403).send(new ApiError(403, 'csrf_invalid', apiMessages.adminCsrf).toBody());
    }
    throw error;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const authDeps = (): AdminAuthDeps => ({
    db: ctx.gate.get().db,
    now: ctx.now,
    sessionMs: settings.sessionHours * 3_600_000,
  });
  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(sessionCookie, cookieBase);

  const staffOf = (request: FastifyRequest): StaffIdentity => {
    if (!request.staff) throw new ApiError(401, 'unauthorized', apiMessages.adminUnauthorized);
    return request.staff;
  };
  const actor = (request: FastifyRequest): AuditActor => {
    const staff = staffOf(request);
    return { userId: staff.userId, email: staff.email, address: request.ip };
  };
  const requireSession: Hook = async (request) => void staffOf(request);
  const requireCsrf: CallbackHook = (request, reply, done) => app.csrfProtection(request, reply, done);
  const guards: AdminGuards = {
    authDeps,
    requireSession,
    requireCsrf,
    read: { onRequest: requireSession },
    write: { onRequest: requireSession, preValidation: requireCsrf },
    staffOf: async (request) => request.staff?.email ?? null,
    staff: staffOf,
    actor,
    audited: (request, entry, change) => audited(ctx.gate.get().db, actor(request), entry, change, new Date(ctx.now())),
  };

  // Every admin route: public ones pass; the rest need a live session and a role the table allows (a route missing
  // from the table allows no role). Runs before any route's own hooks, so a refused request changes nothing.
  const publicRoutes = new Set(publicAdminRoutes);
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredAdminRoutes.add(`${method} ${route.url}`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const pattern = request.routeOptions.url;
    if (pattern === undefined) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (publicRoutes.has(`${method} ${pattern}`)) return;
    const staff = await sessionOf(authDeps(), request.cookies[sessionCookie]);
    if (!staff) {
      if (request.cookies[sessionCookie] !== undefined) clearSessionCookie(reply);
      throw new ApiError(401, 'unauthorized', apiMessages.adminUnauthorized);
    }
    if (!mayCall(staff.role, method, pattern)) throw new ApiError(403, 'forbidden', forbiddenMessage(staff.role));
    request.staff = staff;
  });

  // Two counters: every sign-in attempt from an address, and failed attempts for one email from an address (so one
  // account cannot be guessed at quickly, while the person who knows the password still gets in).
  const perAddress =
    settings.loginsPerAddress > 0
      ? app.createRateLimit({
          max: settings.loginsPerAddress,
          timeWindow: 60_000,
          keyGenerator: (request) => `admin-login|${request.ip}`,
        })
      : null;
  const perAccount =
    settings.loginsPerAccount > 0
      ? app.createRateLimit({
          max: settings.loginsPerAccount,
          timeWindow: 60_000,
          keyGenerator: (request) => `admin-login|${request.ip}|${emailOf(request)}`,
        })
      : null;
  const refuse = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', String(Math.max(1, seconds)));
    return new ApiError(429, 'rate_limited', apiMessages.adminLoginLimited);
  };
  const limitSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = await perAddress?.(request);
    if (address && !address.isAllowed && address.isExceeded) throw refuse(reply, address.ttlInSeconds);
    const account = await perAccount?.(request, { increment: false });
    if (account && !account.isAllowed && account.remaining <= 0) throw refuse(reply, account.ttlInSeconds);
  };
  /** Counts a failed sign-in against the address and email. */
  const countFailure = async (request: FastifyRequest) => {
    await perAccount?.(request);
  };
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  };

  const api = zodApp(app);
  // The demo pair is never published in production (where the server also refuses to start with it: config.ts).
  api.get('/api/admin/login-info', { schema: { response: { 200: adminLoginInfoSchema } } }, async () =>
    settings.showDemo ? loginInfo(settings.account) : { demo: null },
  );

  api.get('/api/admin/csrf', { schema: { response: { 200: adminCsrfSchema } } }, async (_request, reply) => ({
    token: reply.generateCsrf(),
  }));

  api.post(
    '/api/admin/login',
    {
      // Counted and checked for its token before the body is: a malformed attempt counts against the address.
      preValidation: [limitSignIn, requireCsrf],
      schema: { body: adminLoginRequestSchema, response: { 200: adminSessionSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const deps = authDeps();
      await signOut(deps, request.cookies[sessionCookie]);
      const result = await signIn(deps, email, password, request.ip);
      if (result.kind === 'locked') throw new ApiError(429, 'account_locked', lockedMessage(result.until));
      if (result.kind === 'refused') {
        await countFailure(request);
        throw new ApiError(401, 'invalid_credentials', apiMessages.adminInvalidCredentials);
      }
      reply.setCookie(sessionCookie, result.token, { ...cookieBase, maxAge: settings.sessionHours * 3600 });
      return result.session;
    },
  );

  api.get(
    '/api/admin/session',
    { ...guards.read, schema: { response: { 200: adminSessionSchema } } },
    async (request) => {
      const { userId: _id, sessionId: _session, ...session } = guards.staff(request);
      return session;
    },
  );

  // Whether this server serves the design system's Storybook (STORYBOOK), for the sidebar's link to it.
  api.get(
    '/api/admin/storybook',
    { ...guards.read, schema: { response: { 200: adminStorybookSchema } } },
    async (): Promise<AdminStorybook> => ({
      enabled: storybook !== null,
      state: storybook?.status().state ?? 'off',
    }),
  );

  api.post('/api/admin/logout', guards.write, async (request, reply) => {
    await signOut(authDeps(), request.cookies[sessionCookie], guards.actor(request));
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  registerAdminDataRoutes(app, ctx, guards);
  registerAdminWaitlistRoutes(app, ctx, guards);
  registerStaffRoutes(app, ctx, guards);
  registerSettingsAdminRoutes(app, ctx, guards);
  registerAdminLiveRoute(app, ctx, guards);
  await registerAdminContentRoutes(app, ctx, guards);
}
