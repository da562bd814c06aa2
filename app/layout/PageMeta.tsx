import { useLocation } from 'react-router-dom';
import { breadcrumbLd, pageMetaTags, type ShareImageKind } from '../../machines/site/seo';
import { siteConfig } from '../config/site';
import { JsonLd } from './JsonLd';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The share image's kind, when it is not the one the page list gives the path. */
  image?: ShareImageKind;
}

/**
 * The page's <title>, description, canonical link, Open Graph and Twitter card tags (React 19 hoists them into
 * <head>, in the served HTML too), and its breadcrumb trail as structured data. Pages that are not to be indexed
 * (the cart, checkout, order confirmation, not-found and admin pages) get `noindex` instead of a canonical link.
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
  const breadcrumbs = indexed ? breadcrumbLd(siteConfig.origin, pathname) : null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {indexed && <link rel="canonical" href={canonical} />}
      {tags.map((tag) =>
        'property' in tag ? <meta key={tag.property} property={tag.property} content={tag.content} /> : <meta key={tag.name} name={tag.name} content={tag.content} />,
      )}
      {breadcrumbs && <JsonLd data={breadcrumbs} />}
    </>
  );
}
