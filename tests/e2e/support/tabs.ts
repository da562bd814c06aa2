import { expect, type BrowserContext, type Request } from '@playwright/test';

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
  const [tab, request] = await Promise.all([context.waitForEvent('page'), context.waitForEvent('request', inNewTab), action()]);
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
export async function chatOpenedBy(context: BrowserContext, action: () => Promise<unknown>): Promise<{ number: string; text: string }> {
  return chatOf(await newTabAddress(context, action));
}
