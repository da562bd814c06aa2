/**
 * The structured data (JSON-LD) of a served page. It is for search engines and link previews, which read the served
 * HTML, so the server writes it into the page's head and the browser's bundle carries none of its builders. Each
 * route's objects are chosen by its path; every indexed public page but the home page also gets its breadcrumb
 * trail. The elements stay through hydration and go once the visitor opens another page in the app
 * (`dropServedStructuredData`, app/routes/PageRouter.tsx): they describe the served address only.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { faqPageStructuredData } from '../../machines/contact/faq';
import { breadcrumbLd, publicPageOf, serializeJsonLd } from '../../machines/site/seo';
import { productsLd } from '../../machines/site/structuredData';
import type { GearCatalogue } from '../adapters/api/gearApi';
import { siteConfig } from '../config/site';
import { faqCategories } from '../content/faq';
import { cafeStructuredData, centreStructuredData } from '../content/structuredData';

/** The schema.org objects of each route (by its path in app/router.tsx), from the page's loader data. */
const byRoute: Record<string, (data: unknown) => object[]> = {
  '/': () => [centreStructuredData],
  '/contact': () => [centreStructuredData],
  '/cafe': () => [cafeStructuredData],
  '/faq': () => [faqPageStructuredData(faqCategories)],
  '/merchandise': (data) => [productsLd(siteConfig.origin, siteConfig.shortName, (data as GearCatalogue).products)],
};

/** The objects of the page at `url`, shown by the route at `routePath` with its loader's `data`. */
export function structuredDataOf(routePath: string, url: URL, data: unknown): object[] {
  const own = byRoute[routePath]?.(data) ?? [];
  const breadcrumbs = publicPageOf(url.pathname)?.indexed ? breadcrumbLd(siteConfig.origin, url.pathname) : null;
  return breadcrumbs ? [...own, breadcrumbs] : own;
}

/**
 * The objects as `<script type="application/ld+json">` elements, marked as the served page's. They are data, never
 * run, so the CSP's script-src does not apply; the JSON escapes `<`, `>` and `&`, so nothing in it can end the element.
 * `SERVED_STRUCTURED_DATA` (app/ssr/constants.ts) finds them.
 */
export function structuredDataElements(items: readonly object[]): string {
  return renderToStaticMarkup(
    <>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json" data-served="" dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }} />
      ))}
    </>,
  );
}
