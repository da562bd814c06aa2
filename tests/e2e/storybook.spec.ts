import { contentSecurityPolicy, storybookContentSecurityPolicy } from '../../server/csp.mjs';
import { pagesIdOf } from '../../stories/docs/siteMap';
import { expect, test, type Response } from './support/test';

/**
 * The design system's Storybook served beside the site at /storybook/ (server/storybook.ts), from the static build
 * the pipeline made first (scripts/test.mjs runs these tests, tagged @storybook, in the e2e-storybook stage after
 * build-storybook; the server never builds it here: STORYBOOK_BUILD=never in playwright.config.ts). Its manager page
 * shows a story in its preview frame, a story renders on its own in iframe.html, and neither breaks its own policy
 * (the fixture of support/test.ts fails a test on any Content-Security-Policy violation) while the site's pages keep
 * the site's strict one.
 */

/** A policy as helmet writes it ('a b;c d') in the spelling of csp.mjs ('a b; c d'). */
const spelled = (policy: string | undefined) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .join('; ');
/** The site's policy without what each response adds: its nonces and the hashes of its page's style attributes. */
const strictPart = (policy: string | undefined) =>
  spelled(policy)
    .replace(/ 'nonce-[^']+'/g, '')
    .replace(/style-src-attr [^;]*/, 'style-src-attr');

/** The Storybook's pages load megabytes of script: on a busy 2-core machine its first paint took 20-40 s. */
const SLOW = { timeout: 45_000 };

function expectStorybookHeaders(response: Response | null) {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(spelled(headers['content-security-policy'])).toBe(storybookContentSecurityPolicy());
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

test.describe("the design system's Storybook", { tag: '@storybook' }, () => {
  test('/storybook opens its manager, whose preview frame shows the chosen story', async ({ page, request }) => {
    const bare = await request.get('/storybook?path=/story/primitives-button--primary', { maxRedirects: 0 });
    expect(bare.status()).toBe(302);
    expect(bare.headers().location).toBe('/storybook/?path=/story/primitives-button--primary');

    // One load of the manager (about 4 MB of script before its sidebar and its frame show anything).
    const response = await page.goto('/storybook?path=/story/primitives-button--primary');
    expect(new URL(page.url()).pathname).toBe('/storybook/');
    expectStorybookHeaders(response);
    await expect(page).toHaveTitle(/Storybook/);
    // The sidebar lists the design system's stories; the frame shows the one in the address.
    await expect(page.locator('#storybook-explorer-tree').getByText('Button', { exact: true })).toBeVisible(SLOW);
    const button = page.frameLocator('#storybook-preview-iframe').getByRole('button', { name: 'Book Now' });
    await expect(button).toBeVisible(SLOW);
    await expect(button).toHaveAttribute('data-variant', 'primary');
  });

  test("its index starts with the Introduction and has the tokens' docs pages", async ({ request }) => {
    const response = await request.get('/storybook/index.json');
    expect(response.status()).toBe(200);
    const { entries } = (await response.json()) as {
      entries: Record<string, { type: string; title: string; importPath: string }>;
    };
    // The sidebar's order is the index's: a stakeholder lands on the Introduction (stories/Introduction.mdx).
    expect(Object.keys(entries)[0]).toBe('introduction--docs');
    expect(entries['introduction--docs']).toMatchObject({
      type: 'docs',
      title: 'Introduction',
      importPath: './stories/Introduction.mdx',
    });
    for (const token of ['colors', 'typography', 'spacing', 'radii-shadows', 'motion']) {
      expect(entries[`tokens-${token}--docs`], token).toMatchObject({
        type: 'docs',
        importPath: expect.stringMatching(/^\.\/stories\/tokens\/\w+\.mdx$/),
      });
    }
  });

  test("its Pages section has every screen's states, each shown whole in the site's frame", async ({
    page,
    request,
  }) => {
    const { entries } = (await (await request.get('/storybook/index.json')).json()) as {
      entries: Record<string, { id: string; type: string; title: string; name: string; importPath: string }>;
    };
    const all = Object.values(entries);
    const screenStates = all.filter((e) => e.type === 'story' && e.title.startsWith('Screens/'));
    const pageStates = all.filter((e) => e.title.startsWith('Pages/'));
    // One page state per screen state, from the very same story (file and name), and no docs page of its own.
    expect(screenStates.length).toBeGreaterThan(200);
    expect(pageStates.map((e) => `${e.title.slice('Pages/'.length)} ${e.name} ${e.importPath}`).sort()).toEqual(
      screenStates.map((e) => `${e.title.slice('Screens/'.length)} ${e.name} ${e.importPath}`).sort(),
    );
    expect(pageStates.every((e) => e.type === 'story')).toBe(true);
    // The Introduction's table links each state by this id (stories/docs/PageStates.tsx).
    expect(pageStates.map((e) => e.id).sort()).toEqual(screenStates.map((e) => pagesIdOf(e.id)).sort());
    // The sidebar: the Introduction, then the Pages.
    expect(Object.values(entries)[1]!.title).toMatch(/^Pages\//);

    // The café page in its frame: the navigation bar with Reserve Table, the café's heading, the footer.
    await page.goto('/storybook/iframe.html?id=pages-cafe--desktop&viewMode=story');
    const root = page.locator('#storybook-root');
    await expect(root.getByRole('heading', { level: 1, name: 'POD Café & Bistro' })).toBeVisible(SLOW);
    await expect(root.getByRole('banner').getByRole('link', { name: 'Reserve Table' })).toBeVisible();
    await expect(root.getByRole('contentinfo')).toBeVisible();
    // The same state under Screens is the screen alone.
    await page.goto('/storybook/iframe.html?id=screens-cafe--desktop&viewMode=story');
    await expect(root.getByRole('heading', { level: 1, name: 'POD Café & Bistro' })).toBeVisible(SLOW);
    await expect(root.getByRole('banner')).toHaveCount(0);
  });

  test('a story renders on its own in iframe.html', async ({ page }) => {
    const response = await page.goto('/storybook/iframe.html?id=primitives-button--primary&viewMode=story');
    expectStorybookHeaders(response);
    const button = page.locator('#storybook-root').getByRole('button', { name: 'Book Now' });
    await expect(button).toBeVisible(SLOW);
    await expect(button).toHaveAttribute('data-variant', 'primary');
  });

  test("the site's pages keep the site's strict policy", async ({ page }) => {
    const strict = strictPart(contentSecurityPolicy());
    for (const path of ['/', '/sports', '/admin/login', '/storybooks']) {
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(strictPart(headers['content-security-policy']), path).toBe(strict);
      expect(headers['content-security-policy'], path).not.toContain('unsafe-inline');
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
