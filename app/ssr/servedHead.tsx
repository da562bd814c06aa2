/**
 * What the server alone writes into a served page's head: the share tags (Open Graph, Twitter card) and the structured
 * data (JSON-LD). Link previews and search engines read the served HTML, so the browser's bundle carries none of their
 * builders. The share tags come from the page's `<PageMeta>` (told to the renderer through `ServedPageMeta`); the
 * structured data is chosen by the route's path, and every indexed public page but the home page also gets its
 * breadcrumb trail. The elements stay through hydration and go once the visitor opens another page in the app
 * (app/adapters/servedHead.ts): they describe the served address only.
 */
import type { SiteSettings } from '../../machines/admin/settings';
import { faqPageStructuredData } from '../../machines/contact/faq';
import { breadcrumbLd, publicPageOf, serializeJsonForHtml, shareTags } from '../../machines/site/seo';
import { productsLd } from '../../machines/site/structuredData';
import type { GearCatalogue } from '../adapters/api/gearApi';
import { siteConfig } from '../config/site';
import { faqCategoriesOf } from '../content/faq';
import type { RateTable } from '../../machines/booking/rates';
import { cafeStructuredData, centreStructuredData } from '../content/structuredData';
import type { PageMetaProps } from '../layout/PageMeta';
import { EMOTION_KEY, SERVED_STYLES_ATTRIBUTE } from './constants';
import { renderStatic } from './renderStatic';

/** The schema.org objects of each route (by its path in app/router.tsx), from the page's loader data and the settings. */
const byRoute: Record<string, (data: unknown, site: SiteSettings) => object[]> = {
  '/': (_data, site) => [centreStructuredData(site)],
  '/contact': (_data, site) => [centreStructuredData(site)],
  '/cafe': (_data, site) => [cafeStructuredData(site)],
  '/faq': (data, site) => [faqPageStructuredData(faqCategoriesOf((data as { rates: RateTable }).rates, site))],
  '/merchandise': (data) => [productsLd(siteConfig.origin, siteConfig.shortName, (data as GearCatalogue).products)],
};

/** The structured data of the page at `url`, shown by the route at `routePath` with its loader's `data`. */
export function structuredDataOf(routePath: string, url: URL, data: unknown, site: SiteSettings): object[] {
  const own = byRoute[routePath]?.(data, site) ?? [];
  const breadcrumbs = publicPageOf(url.pathname)?.indexed ? breadcrumbLd(siteConfig.origin, url.pathname) : null;
  return breadcrumbs ? [...own, breadcrumbs] : own;
}

/** One of Emotion's critical CSS chunks of the served markup (`extractCriticalToChunks`). */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The page's critical CSS as style elements, as Emotion's `constructStyleTagsFromChunks` writes them, and marked
 * `data-s` (Emotion's mark of a style element already in its place): @emotion/react's default cache, made when its
 * module loads, moves every served style element without it to the end of the head, and each move made the browser
 * take the page's styles apart and restyle it while the app started. The page's own styles (key 'pod') name their
 * ids in `SERVED_STYLES_ATTRIBUTE` instead, so the browser's cache leaves that element in place too (constants.ts).
 */
export function servedStyleElements(chunks: readonly StyleChunk[], nonce: string): Promise<string> {
  return renderStatic(
    <>
      {chunks.map((chunk) => (
        <style
          key={`${chunk.key} ${chunk.ids.join(' ')}`}
          {...(chunk.key === EMOTION_KEY
            ? { [SERVED_STYLES_ATTRIBUTE]: chunk.ids.join(' ') }
            : { 'data-emotion': `${chunk.key} ${chunk.ids.join(' ')}` })}
          data-s=""
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      ))}
    </>,
  );
}

export interface ServedHeadInput {
  url: URL;
  /** What the page's `<PageMeta>` said, if it rendered one. */
  meta: PageMetaProps | null;
  /** The page's structured data (`structuredDataOf`); none for an error page. */
  structuredData: readonly object[];
  /** The centre's name (System Settings), the share tags' site name. */
  siteName: string;
}

/**
 * The share tags and the structured data as elements, each marked `data-served` (`SERVED_HEAD`, app/ssr/constants.ts).
 * The JSON-LD is data, never run, so the CSP's script-src does not apply; its JSON escapes `<`, `>` and `&`, so
 * nothing in it can end the element.
 */
export function servedHeadElements({ url, meta, structuredData, siteName }: ServedHeadInput): Promise<string> {
  const tags = meta
    ? shareTags({
        origin: siteConfig.origin,
        siteName,
        pathname: url.pathname,
        search: url.search,
        title: meta.title,
        description: meta.description,
        kind: meta.image,
      })
    : [];
  return renderStatic(
    <>
      {tags.map((tag) =>
        'property' in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} data-served="" />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} data-served="" />
        ),
      )}
      {structuredData.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          data-served=""
          dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(item) }}
        />
      ))}
    </>,
  );
}
