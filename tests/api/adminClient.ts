/** A browser-like admin client for the API tests: keeps the cookies the server sets, signs in, sends the CSRF token. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema } from '../../machines/api/errors';
import { DEMO_ADMIN } from '../../server/services/adminAuth';

export function adminClient(appOf: () => FastifyInstance) {
  const jar = new Map<string, string>();
  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  const cookies = () => Object.fromEntries(jar);
  let csrf = '';
  const api = {
    get: async (url: string, headers: Record<string, string> = {}) =>
      remember(await appOf().inject({ url, cookies: cookies(), headers })),
    post: async (url: string, payload?: object, headers: Record<string, string> = { 'x-csrf-token': csrf }) =>
      remember(await appOf().inject({ method: 'POST', url, payload: payload ?? {}, cookies: cookies(), headers })),
    /** A raw-bytes upload (an image file as the browser sends it). */
    upload: async (
      url: string,
      bytes: Buffer,
      contentType = 'application/octet-stream',
      headers: Record<string, string> = { 'x-csrf-token': csrf },
    ) =>
      remember(
        await appOf().inject({
          method: 'POST',
          url,
          payload: bytes,
          cookies: cookies(),
          headers: { 'content-type': contentType, ...headers },
        }),
      ),
    delete: async (url: string, payload?: object, headers: Record<string, string> = { 'x-csrf-token': csrf }) =>
      remember(await appOf().inject({ method: 'DELETE', url, payload: payload ?? {}, cookies: cookies(), headers })),
    async login() {
      const res = await api.get('/api/admin/csrf');
      csrf = res.json().token as string;
      const signed = await api.post('/api/admin/login', DEMO_ADMIN);
      expect(signed.statusCode).toBe(200);
      return api;
    },
  };
  return api;
}

export const errorOf = (res: LightMyRequestResponse) => apiErrorSchema.parse(res.json()).error;
