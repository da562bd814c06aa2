/**
 * How a route declares its schemas (docs/server.md, "Routes declare their schemas"): `schema: { params, querystring,
 * body, response }` with the shared zod schemas of machines/, through fastify-type-provider-zod. Fastify then checks
 * the request before any handler runs (the handler reads `request.body` already parsed and typed), serialises the
 * answer through its response schema (fields the schema does not name are left out), and the same schemas make the
 * OpenAPI description at /api/docs (server/routes/docs.ts).
 *
 * A bad request keeps the API's error body: 400 `bad_request` naming the first bad field ("sessions.0.date: ...",
 * `field: 'sessions.0.date'`), the answer of `parseWith` (server/errors.ts). A missing body is read as `{}`, so its
 * first missing field is named. Params whose bad value can only mean the record is gone are registered in
 * `notFoundParams`: they answer 404 `not_found` with the field's message.
 */
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, describeIssue } from '../../machines/api/errors';
import { z } from '../../machines/shared/zod';
import { ApiError } from '../errors';

/** A Fastify instance whose routes read their request and answer types from their zod schemas. */
export type ZodApp = ReturnType<typeof zodApp>;

/** The instance with the zod type provider: use it to declare routes, `const api = zodApp(app)`. */
export const zodApp = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Params schemas whose failure answers 404: the message per param name (`{ id: 'This record no longer exists.' }`). */
export const notFoundParams = z.registry<Record<string, string>>();

/**
 * Checks a request part with its zod schema: the parsed value (defaults filled in, coerced, trimmed) replaces the
 * part, or the API's 400 (404 for params registered in `notFoundParams`).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodMiniType> = ({ schema, httpPart }) => {
  const missing = httpPart === 'params' ? notFoundParams.get(schema) : undefined;
  return (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    const gone = missing && issue ? missing[String(issue.path[0])] : undefined;
    if (gone) return { error: new ApiError(404, 'not_found', gone) };
    const { field, message } = describeIssue(result.error.issues);
    return { error: new ApiError(400, 'bad_request', message, field) };
  };
};

/** Every error answer's body (server/errors.ts ApiError), declared on each /api route for the description. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
