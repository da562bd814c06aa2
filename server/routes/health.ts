/** GET /api/health: the server and its database ('preparing' | 'ready' | 'unavailable', driver). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';

/** Registers the health route. */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const { gate } = ctx;
    if (gate.state !== 'ready')
      return reply.code(503).send({
        status: gate.state === 'preparing' ? 'starting' : 'unavailable',
        database: { state: gate.state, driver: gate.driver },
      });
    try {
      await gate.get().db.execute(sql`select 1`);
      return { status: 'ok', database: { state: 'ready', driver: gate.driver } };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: { state: 'unreachable', driver: gate.driver } });
    }
  });
}
