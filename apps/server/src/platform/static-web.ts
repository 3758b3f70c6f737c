import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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

/** Serves the SPA; any non-API GET that is not a file gets index.html so client routes work on reload. */
export async function registerStaticWeb(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Vite fingerprints assets, so they can be cached for good; index.html must always be fresh.
    setHeaders: (res, path) => {
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') return reply.callNotFound();
    const file = decodeURIComponent(url).replace(/^\/+/, '');
    if (file && !file.includes('..') && existsSync(join(root, file)) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
