import { useLocation } from 'react-router-dom';
import { pageMetaTags, type ShareImageKind } from '../../machines/site/seo';
import { siteConfig } from '../config/site';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The share image's kind, when it is not the one the page list gives the path. */
  image?: ShareImageKind;
}

/**
 * The page's <title>, description, canonical link, Open Graph and Twitter card tags (React 19 hoists them into
 * <head>, in the served HTML too). Pages that are not to be indexed (the cart, checkout, order confirmation,
 * not-found and admin pages) get `noindex` instead of a canonical link. The structured data (JSON-LD) is written by
 * the server alone (app/ssr/structuredData.tsx).
 */
export function PageMeta({ title, description, image }: PageMetaProps) {
  const { pathname, search } = useLocation();
  const { canonical, indexed, tags } = pageMetaTags({
    origin: siteConfig.origin,
    siteName: siteConfig.name,
    pathname,
    search,
    title,
    description,
    kind: image,
  });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexed && <link rel="canonical" href={canonical} />}
      {tags.map((tag) =>
        'property' in tag ? <meta key={tag.property} property={tag.property} content={tag.content} /> : <meta key={tag.name} name={tag.name} content={tag.content} />,
      )}
    </>
  );
}
