import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { pageIndexing, type ShareImageKind } from '../../machines/site/seo';
import { siteConfig } from '../config/site';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The share image's kind, when it is not the one the page list gives the path. */
  image?: ShareImageKind;
}

/**
 * Given by the server's renderer only (app/ssr/render.tsx): it is told the shown page's metadata, from which the server
 * writes the page's share tags and structured data (app/ssr/servedHead.tsx).
 */
export const ServedPageMeta = createContext<((meta: PageMetaProps) => void) | null>(null);

/**
 * The page's <title>, description and canonical link (React 19 hoists them into <head>, in the served HTML too); pages
 * that are not to be indexed (the cart, checkout, order confirmation, not-found and admin pages) get `noindex`
 * instead of a canonical link. The Open Graph and Twitter card tags and the structured data are for link previews and
 * search engines, which read the served HTML: the server alone writes them (`ServedPageMeta`).
 */
export function PageMeta({ title, description, image }: PageMetaProps) {
  const { pathname, search } = useLocation();
  useContext(ServedPageMeta)?.({ title, description, image });
  const { canonical, indexed } = pageIndexing(siteConfig.origin, pathname, search);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexed ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
    </>
  );
}
