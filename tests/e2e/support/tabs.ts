import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/**
 * Runs `action`, which must open a link in a new tab (a chat, a map), and returns the address that tab asked for.
 *
 * The browser resolves no host but the test server's (tests/chromium.ts), so an outside address fails at once
 * without leaving the machine and the new tab shows Chromium's error page: the address is read from the tab's
 * first request, then the tab is closed. Answering such addresses with a route instead would make Playwright
 * intercept every request of the context, about a tenth more CPU on each page load.
 */
export async function newTabAddress(context: BrowserContext, action: () => Promise<unknown>): Promise<string> {
  const before = new Set(context.pages());
  const inNewTab = (request: Request) => {
    if (!request.isNavigationRequest()) return false;
    try {
      return !before.has(request.frame().page());
    } catch {
      // A new tab's first request is made before its frame exists.
      return true;
    }
  };
  const [tab, request] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', inNewTab),
    action(),
  ]);
  await tab.close();
  return request.url();
}

/** A WhatsApp chat link's number and its text, decoded; fails unless the link is a wa.me chat. */
export function chatOf(href: string): { number: string; text: string } {
  const url = new URL(href);
  expect(url.protocol).toBe('https:');
  expect(url.hostname).toBe('wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

/** Runs `action`, which must open a WhatsApp chat in a new tab, and returns that chat's number and text. */
export async function chatOpenedBy(
  context: BrowserContext,
  action: () => Promise<unknown>,
): Promise<{ number: string; text: string }> {
  return chatOf(await newTabAddress(context, action));
}

/** What the page asked `window.open` for since recordNewTabs: each address and target, in order. */
type OpenedTab = { url: string; target: string };

/**
 * From now until the page navigates, records the addresses `page` asks to open in a new tab instead of opening
 * them, and returns `opened(action)`: runs `action`, which must ask for one new tab (target `_blank`), and gives
 * that tab's address. For a test that presses many chat buttons: its first chat opens for real (chatOpenedBy,
 * which proves a tab opens), the others are read here, each without a new tab and its renderer.
 */
export async function recordNewTabs(page: Page): Promise<(action: () => Promise<unknown>) => Promise<string>> {
  await page.evaluate(() => {
    const opened: OpenedTab[] = [];
    (window as unknown as { __openedTabs: OpenedTab[] }).__openedTabs = opened;
    // A stand-in for the tab the page asked for: what the site's adapters read of it (app/adapters/openExternal.ts).
    window.open = (url?: string | URL, target?: string) => {
      opened.push({ url: String(url ?? ''), target: target ?? '' });
      return { opener: null, closed: false } as unknown as Window;
    };
  });
  const count = () => page.evaluate(() => (window as unknown as { __openedTabs: OpenedTab[] }).__openedTabs.length);
  return async (action) => {
    const before = await count();
    await action();
    await expect.poll(count, { message: 'the page asks to open one new tab' }).toBe(before + 1);
    const tab = await page.evaluate(
      (i) => (window as unknown as { __openedTabs: OpenedTab[] }).__openedTabs[i],
      before,
    );
    expect(tab!.target, 'opened in a new tab').toBe('_blank');
    return tab!.url;
  };
}
