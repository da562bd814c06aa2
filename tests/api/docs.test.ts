/**
 * The API's OpenAPI description at /api/docs: it lists every /api route the server registers, with the request and
 * answer schemas the route declares, and its page runs under its own Content-Security-Policy with Swagger UI's files
 * served by the site.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteRoles } from '../../machines/admin/roles';
import { buildApp } from '../../server/app';
import { DatabaseGate } from '../../server/db/gate';

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let doc: OpenApi;

beforeAll(async () => {
  // The description needs no database: a gate still preparing, with the metrics route on.
  app = await buildApp({
    gate: new DatabaseGate(),
    cleanupIntervalMs: 0,
    retentionEveryMs: 0,
    metricsToken: 'docs-test',
    renderer: null,
  });
  const answer = await app.inject({ url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  doc = answer.json();
});
afterAll(async () => {
  await app?.close();
});

/**
 * `METHOD /api/path/{param}` of every /api route Fastify routes to, read from its own route table (printRoutes: a tree
 * whose lines each add a segment to their parent's path, four characters of indent a level).
 */
function registeredApiRoutes(): string[] {
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of match[3]!.split(', '))
      if (method !== 'HEAD') routes.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...routes].sort();
}

const documented = () =>
  Object.entries(doc.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the OpenAPI description', () => {
  it('lists every /api route the server registers, and nothing else', () => {
    const routes = registeredApiRoutes();
    // The table of routes is read whole: the public booking routes and every admin route are in it.
    expect(routes).toContain('POST /api/holds');
    expect(routes).toContain('GET /api/metrics');
    expect(routes.length).toBeGreaterThan(Object.keys(adminRouteRoles).length);
    expect(documented()).toEqual(routes);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names every admin route of the roles table, tagged Admin; the rest are Public', () => {
    const admin = Object.keys(adminRouteRoles).map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(documented()).toEqual(expect.arrayContaining(admin));
    for (const [path, operations] of Object.entries(doc.paths))
      for (const operation of Object.values(operations))
        expect(operation.tags).toEqual([path.startsWith('/api/admin') ? 'Admin' : 'Public']);
  });

  it('describes each route with the schemas it declares: params, query, body, answers and the error body', () => {
    const hold = doc.paths['/api/holds']!.post!;
    const holdBody = hold.requestBody!.content['application/json']!.schema;
    expect(Object.keys(holdBody.properties ?? {})).toEqual(expect.arrayContaining(['sport', 'sessions', 'customer']));
    expect(Object.keys(hold.responses['201']!.content!['application/json']!.schema.properties ?? {})).toContain(
      'holdId',
    );
    const error = hold.responses['4XX']!.content!['application/json']!.schema.properties!;
    expect(Object.keys(error)).toEqual(['error']);

    const availability = doc.paths['/api/availability']!.get!;
    expect(availability.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['sport', 'date']);
    const cancel = doc.paths['/api/admin/bookings/{id}/cancel']!.post!;
    expect(cancel.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(cancel.requestBody).toBeDefined();
  });
});

describe('the page at /api/docs', () => {
  it('is Swagger UI under its own policy, with its files from the site; other pages keep the site policy', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/src="https?:/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');

    const script = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');

    const api = await app.inject({ url: '/api/payments/mode' });
    expect(api.headers['content-security-policy']).not.toContain('unsafe-inline');
    const yaml = await app.inject({ url: '/api/docs/yaml' });
    expect(yaml.body).toContain('/api/holds:');
  });
});
