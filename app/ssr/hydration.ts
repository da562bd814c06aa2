/**
 * The router's hydration data travels from the server to the browser in a non-executable
 * `<script type="application/json">` element (the CSP allows no inline script), escaped so that nothing in it can
 * end the element. Errors are serialized the way React Router's own StaticRouterProvider does, and the browser
 * hands the parsed data to the router as `window.__staticRouterHydrationData`, which React Router deserializes.
 */
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/** A JSON string safe inside an HTML element (`<`, `>`, `&` and the line separators escaped). */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) out[key] = { ...value, __type: 'RouteErrorResponse' };
    else if (value instanceof Error) out[key] = { message: value.message, __type: 'Error' };
    else out[key] = value;
  }
  return out;
}

/** What the browser's router needs to hydrate: loader and action data and errors of the served render. */
export function serializeHydrationData(context: StaticHandlerContext): string {
  return escapeJsonForHtml(
    JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) }),
  );
}
