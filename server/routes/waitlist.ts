/**
 * Waitlist routes (issue 45): join the line for a booked or held slot, open an offer with its emailed token (POST, so
 * the token never sits in a logged address), and, inside the admin scope (routes/admin.ts), staff's list and remove.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminWaitlistParamsSchema,
  waitlistJoinSchema,
  waitlistOfferRequestSchema,
} from '../../machines/waitlist/waitlist.schema';
import { parseWith } from '../errors';
import { openOffer } from '../services/waitlist';
import { joinWaitlist } from '../services/waitlistJoin';
import { listWaitlist, removeWaitlistEntry } from '../services/waitlistStaff';
import type { AdminGuards } from './admin';
import { mutationLimit, type ApiContext } from './context';

const depsOf = (ctx: ApiContext) => ({ db: ctx.gate.get().db, now: ctx.now, cache: ctx.cache });

/** Registers the public waitlist routes. */
export async function waitlistRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.post('/api/waitlist', mutationLimit(ctx), async (request, reply) => {
    const body = parseWith(waitlistJoinSchema, request.body);
    return reply.code(201).send(await joinWaitlist(depsOf(ctx), body));
  });

  app.post('/api/waitlist/offer', mutationLimit(ctx), async (request) => {
    const { token } = parseWith(waitlistOfferRequestSchema, request.body);
    return openOffer(depsOf(ctx), token);
  });
}

/** Registers staff's waitlist routes in the admin scope (session and role checks; CSRF on the remove). */
export function registerAdminWaitlistRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  app.get('/api/admin/waitlist', { onRequest: guards.requireSession }, async () => listWaitlist(depsOf(ctx)));

  app.post(
    '/api/admin/waitlist/:id/remove',
    { onRequest: guards.requireSession, preHandler: guards.requireCsrf },
    async (request) => {
      const { id } = parseWith(adminWaitlistParamsSchema, request.params);
      return removeWaitlistEntry(depsOf(ctx), id, guards.actor(request));
    },
  );
}
