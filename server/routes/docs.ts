/**
 * The API's OpenAPI description, for staff and integrators: `GET /api/docs` (Swagger UI, its files from the npm
 * package, no CDN), `GET /api/docs/json` and `GET /api/docs/yaml`. @fastify/swagger builds it from every `/api` route
 * as registered, and fastify-type-provider-zod turns each route's zod schemas (server/routes/schemas.ts) into JSON
 * Schema, so the description is the validation the server does. Every `/api` route also declares the error body
 * (`{ error: { code, message, field? } }`) for its 4xx and 5xx answers.
 *
 * The pages under /api/docs have their own Content-Security-Policy (Swagger UI sets styles from its script); the
 * site's policy is untouched everywhere else.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDocsContentSecurityPolicy } from '../csp.mjs';
import { parseDirectives, securityHeaders } from '../security';
import { errorResponses } from './schemas';

/** Where the description is served. */
export const API_DOCS_PATH = '/api/docs';

const isApiRoute = (url: string) =>
  url.startsWith('/api/') && url !== API_DOCS_PATH && !url.startsWith(`${API_DOCS_PATH}/`);

const description = [
  "The JSON API of POD's site: court availability, holds and bookings, shop orders, the content the pages show, and",
  'the admin area. Amounts are rupees in answers; the server prices everything itself.',
  '',
  'Every error answers `{ "error": { "code", "message", "field"? } }`: `message` is written for the visitor, `field`',
  'names the input at fault ("sessions.0.date"). Routes under /api/admin need the session cookie from',
  '`POST /api/admin/login`, and every admin change the `x-csrf-token` header from `GET /api/admin/csrf`; which',
  'role may call each is in machines/admin/roles.ts.',
].join('\n');

/**
 * Registers the description. Call it before any route: @fastify/swagger collects routes as they are added. Each
 * `/api` route gets the error body as its 4xx and 5xx response schema.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    route.schema = { ...route.schema, response: { ...errorResponses, ...(route.schema?.response as object) } };
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'POD site API', version: '1', description },
      tags: [
        { name: 'Public', description: 'What the pages and the payment dialog call.' },
        { name: 'Admin', description: 'The admin area: session cookie, and the CSRF token on every change.' },
      ],
    },
    transform: (document) => {
      if (!isApiRoute(document.url)) return { schema: { hide: true }, url: document.url };
      const { schema, url } = jsonSchemaTransform(document);
      const tag = url.startsWith('/api/admin') ? 'Admin' : 'Public';
      return { schema: { ...schema, tags: [tag] }, url };
    },
  });
}

/** Registers Swagger UI and the description's JSON and YAML at /api/docs. */
export async function registerApiDocsPage(app: FastifyInstance): Promise<void> {
  // The pages under /api/docs' own policy, without a nonce: one in style-src would make the browser ignore
  // 'unsafe-inline'.
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: parseDirectives(apiDocsContentSecurityPolicy()) },
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, securityHeaders: headers };
    });
    await scope.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { deepLinking: true, docExpansion: 'list', validatorUrl: null },
    });
  });
}
