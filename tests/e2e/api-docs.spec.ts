/**
 * The API description at /api/docs opens in the browser: Swagger UI from the site's own files, under the policy of
 * /api/docs only (the test fails on any Content-Security-Policy violation), listing the routes with their schemas.
 */
import { expect, test } from './support/test';

test('the API description lists the routes with their schemas, with no policy violation', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) outside.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /POD site API/ })).toBeVisible();
  const holds = page.locator('.opblock-post', { has: page.locator('[data-path="/api/holds"]') });
  await holds.locator('.opblock-summary-control').click();
  // The request body's example, drawn from the schema the route declares.
  await expect(holds.locator('.opblock-section-request-body')).toContainText('"sessions"');
  await expect(page.locator('[data-path="/api/admin/bookings/{id}/cancel"]')).toBeVisible();
  expect(outside).toEqual([]);
});
