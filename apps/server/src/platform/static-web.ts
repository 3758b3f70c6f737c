import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './seo.js';

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

/** Folder the web build writes one pre-rendered page per public route into (apps/web/scripts/prerender.mjs). */
const PRERENDERED = '_prerendered';
const PUBLIC_URL_TOKEN = /%PUBLIC_URL%/g;

/** The pre-rendered page of a path, read once and kept: the files only change with a new build. */
function prerenderedPages(root: string, publicUrl: string) {
  const cache = new Map<string, string | null>();
  const base = publicUrl.replace(/\/+$/, '');
  return (path: string): string | null => {
    const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (key.includes('..')) return null;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const file = join(root, PRERENDERED, key === '/' ? 'index.html' : `${key.slice(1)}.html`);
    const page = existsSync(file) ? readFileSync(file, 'utf8').replace(PUBLIC_URL_TOKEN, base) : null;
    cache.set(key, page);
    return page;
  };
}

/**
 * Serves the web app: a public route gets its pre-rendered page (issue 7 "Fast and indexable"); any other
 * non-API GET that is not a file gets the empty shell (index.html) so client routes work on reload.
 */
export async function registerStaticWeb(app: FastifyInstance, root: string, publicUrl: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Vite fingerprints assets, so they can be cached for good; the rest must be revalidated.
    setHeaders: (res, path) => {
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const pageOf = prerenderedPages(root, publicUrl);
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml').header('Cache-Control', 'public, max-age=3600').send(sitemapXml(publicUrl)),
  );
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return reply.callNotFound();
    let path: string;
    try {
      path = decodeURIComponent(url);
    } catch {
      return reply.callNotFound();
    }
    const file = path.replace(/^\/+/, '');
    if (
      file &&
      !file.includes('..') &&
      !file.startsWith(PRERENDERED) &&
      !file.endsWith('/') &&
      existsSync(join(root, file))
    ) {
      return reply.sendFile(file);
    }
    reply.header('Cache-Control', 'no-cache');
    const page = pageOf(path);
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html');
  });
}
