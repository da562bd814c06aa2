/** What the admin managers' specs share: signing in over the API, a record's form, a page's served HTML. */
import { expect, type APIRequestContext, type Locator, type Page } from './test';
import { toast } from './toast';

export const DEMO_ADMIN = { email: 'admin@pod.example', password: 'pod-demo-2026' };

/** A 1x1 PNG. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Signs a staff account in (the demo admin unless `who` is given) on `request` (a page's request context shares its
 * cookies); answers the CSRF token.
 */
export async function signIn(
  request: APIRequestContext,
  who: { email: string; password: string } = DEMO_ADMIN,
): Promise<string> {
  const { token } = (await (await request.get('/api/admin/csrf')).json()) as { token: string };
  const res = await request.post('/api/admin/login', { data: who, headers: { 'x-csrf-token': token } });
  expect(res.status()).toBe(200);
  return token;
}

/** Chooses a 1x1 PNG in `form`'s image field and waits for the Image Upload toast (the picture is on the server). */
export async function uploadPicture(page: Page, form: Locator, name: string): Promise<void> {
  await form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(toast(page, 'Image Upload')).toBeVisible();
}

/** A record list's form, by its heading. */
export const record = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

/** The HTML the server sends for `path` (what a visitor without JavaScript gets). */
export const servedHtml = async (page: Page, path: string) => (await page.request.get(path)).text();
