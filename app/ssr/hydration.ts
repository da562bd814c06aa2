/**
 * The served page's data travels from the server to the browser in a non-executable `<script type="application/json">`
 * element (the CSP allows no inline script), escaped as the pages' JSON-LD is (`serializeJsonForHtml`), so that nothing in
 * it can end the element. The browser shows the page with it instead of calling the page's loader again (app/main.tsx).
 */
import type { SiteSettings } from '../../machines/admin/settings';
import { logoOf } from '../../machines/site/branding';
import { siteSettingsOf } from '../../machines/site/siteDetails';
import { serializeJsonForHtml } from '../../machines/site/seo';
import type { PageErrorResponse } from '../routes/pageRoute';

/** What the browser needs to show the served page: its loader's data, or the error it ended in. */
export interface HydrationData {
  data: unknown;
  error: PageErrorResponse | null;
  /** The logo the page was served with ('' for the built-in mark). */
  logo?: string;
  /** The System Settings the page was served with. */
  site?: SiteSettings;
}

/** The served page's hydration data as the element's text. */
export function serializeHydrationData(hydration: HydrationData): string {
  return serializeJsonForHtml(hydration);
}

/**
 * The element's text read back; anything unreadable is no data (the page then loads its data again), and settings
 * that are not readable are `siteDefaults`.
 */
export function parseHydrationData(text: string, siteDefaults: SiteSettings): HydrationData | null {
  try {
    const parsed = JSON.parse(text) as Partial<HydrationData> | null;
    if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return null;
    return {
      data: parsed.data,
      error: parsed.error ?? null,
      logo: logoOf(parsed),
      site: siteSettingsOf(parsed.site, siteDefaults),
    };
  } catch {
    return null;
  }
}
