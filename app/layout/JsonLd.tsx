import { serializeJsonLd } from '../../machines/site/seo';

export interface JsonLdProps {
  /** A schema.org object (e.g. FAQPage). */
  data: unknown;
}

/**
 * Structured data as a `<script type="application/ld+json">` element in the page. It is data, never run, so the
 * CSP's script-src does not apply to it; the JSON escapes `<`, `>` and `&`, so nothing in it can end the element.
 */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
