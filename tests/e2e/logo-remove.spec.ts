import { expect, test } from './support/test';
import { gotoHydrated } from './support/hydration';
import { expectToast } from './support/toast';
import { ONE_PIXEL_PNG, record, servedHtml, signIn } from './support/admin';

/**
 * Remove on an uploaded logo (issue 47) on the production build: a partner of this run's own with an uploaded logo;
 * Remove asks first, Keep it changes nothing, Remove logo saves the partner without it (the toast only after the
 * server saved) and /sports serves its card with no logo. The branding's Remove is the same code (the Home Page
 * Manager's list); it is left to the stories and the API test here, as the navigation bar's logo is another spec's.
 */

const run = Date.now().toString(36).slice(-5).toUpperCase();

test("a partner's uploaded logo is removed after a confirmation, and /sports shows its card without one", async ({
  page,
}) => {
  const csrf = await signIn(page.request);
  const headers = { 'x-csrf-token': csrf };
  const upload = await page.request.post('/api/admin/uploads', {
    data: ONE_PIXEL_PNG,
    headers: { ...headers, 'content-type': 'image/png' },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const name = `Logo Keeper ${run}`;
  const created = await page.request.post('/api/admin/site-content/partners', {
    data: {
      name,
      logo: url,
      label: 'Test Partner',
      description: 'A partner of one test run.',
      link: '',
      hidden: false,
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await servedHtml(page, '/sports')).toContain(url);

  await gotoHydrated(page, '/admin/partners');
  const partner = record(page, name);
  await partner.getByRole('button', { name: 'Remove Image: Logo' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove the logo of ${name}?` });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(partner.getByRole('img', { name: `Logo: ${name}` })).toBeVisible();

  await partner.getByRole('button', { name: 'Remove Image: Logo' }).click();
  await dialog.getByRole('button', { name: 'Remove logo' }).click();
  await expectToast(page, 'Logo Removed', 'Visitors see the partner without a logo now.');
  await expect(dialog).toBeHidden();
  await expect(partner.getByText('No image yet')).toBeVisible();
  const html = await servedHtml(page, '/sports');
  expect(html).toContain(name);
  expect(html).not.toContain(url);

  // This run's partner leaves /sports as it found it.
  const list = (await (await page.request.get('/api/admin/site-content/partners')).json()) as {
    records: { id: string; version: number }[];
  };
  const version = list.records.find((r) => r.id === id)!.version;
  const deleted = await page.request.post(`/api/admin/site-content/partners/${id}/delete`, {
    data: { version },
    headers,
  });
  expect(deleted.status()).toBe(200);
});
