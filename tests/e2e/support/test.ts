/**
 * Playwright's `test` for every e2e spec, with one rule on top: no test may cause a Content-Security-Policy
 * violation. Every frame of every page a test opens reports each violation (directive, what was blocked, where) to
 * the test, across navigations; the test fails on any, after its own steps have passed. The site's policy allows no
 * inline script and no inline style (server/csp.mjs), so a violation is a script, style or frame the site would lose
 * in a visitor's browser.
 */
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
        violations.push(`${page?.url() ?? '?'}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => Promise<void> })
            .__reportCspViolation;
          void report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
