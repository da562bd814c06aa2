import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The whole page as it stands has no axe violation; a failure names each rule and the elements that break it. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
