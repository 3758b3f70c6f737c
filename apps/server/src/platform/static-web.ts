import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './seo.js';
import { loadSsrPages, type RenderedPage } from './ssr-pages.js';

/** The built web app: apps/web/dist beside the server (or WEB_DIST_DIR). */
export function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return existsSync(join(configured, 'index.html')) ? resolve(configured) : undefined;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(here, '../../web/dist'),
    resolve(here, '../../../web/dist'),
    resolve(process.cwd(), 'apps/web/dist'),
  ];
  return candidates.find((c) => existsSync(join(c, 'index.html')));
}

/** A rendered page, compressed when the browser accepts it (the server has no compression plugin). */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  csp: ((html: string) => string) | undefined,
) {
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  // Issue 15: the page's inline scripts (its data and its script loader) are allowed by their hashes.
  if (csp) reply.header('content-security-policy', csp(page.html));
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br());
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip());
  return reply.send(page.html);
}

/**
 * Serves the web app: a public route gets its server-rendered page (issue 7 "Fast and indexable"); any other
 * non-API GET that is not a file gets the empty shell (index.html) so client routes work on reload.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  root: string,
  publicUrl: string,
  contentPaths: () => Promise<string[]> = async () => [],
  /** The Content-Security-Policy of a server-rendered page, given its HTML. */
  pageCsp?: (html: string) => string,
) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset (apps/web/scripts/compress-assets.mjs).
    preCompressed: true,
    // Vite fingerprints assets, so they can be cached for good; the rest must be revalidated.
    setHeaders: (res, path) => {
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const pageOf = await loadSsrPages(app, root, publicUrl);
  if (!pageOf)
    app.log.warn('No server-rendering bundle (apps/web/dist-ssr): public pages are served unrendered');
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, await contentPaths())),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return reply.callNotFound();
    let path: string;
    try {
      path = decodeURIComponent(url);
    } catch {
      return reply.callNotFound();
    }
    const file = path.replace(/^\/+/, '');
    if (file && !file.includes('..') && !file.endsWith('/') && existsSync(join(root, file))) {
      return reply.sendFile(file);
    }
    reply.header('Cache-Control', 'no-cache');
    const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
    let page: RenderedPage | null = null;
    try {
      page = pageOf ? await pageOf(key) : null;
    } catch (e) {
      // The shell still works: the browser renders the page itself.
      request.log.error({ err: e }, `server rendering of ${key} failed`);
    }
    if (page) return sendPage(request, reply, page, pageCsp);
    return reply.sendFile('index.html');
  });
}
