/**
 * GET /sitemap.xml and GET /robots.txt, made from the one list of public pages (machines/site/seo.ts) and the
 * site's published origin (the build's `VITE_SITE_ORIGIN`, the value the pages' canonical links use).
 */
import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../app/config/site';
import { sportIds } from '../../machines/booking/sports';
import { robotsTxt, sitemapXml } from '../../machines/site/seo';

/** Registers the two routes; their bodies are fixed for the life of the process. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const sitemap = sitemapXml(siteConfig.origin, sportIds);
  const robots = robotsTxt(siteConfig.origin);
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
}
