import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What the web's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(input: {
    path: string;
    origin: string;
    template: string;
    fetchResult: (path: string, query?: Record<string, string | number>) => Promise<unknown>;
    preloads: string[];
  }): Promise<string | null>;
}

/** A page is rendered again at most this often, so admin edits to content show within a minute. */
const PAGE_TTL_MS = 60_000;

/** A rendered page and its compressed forms, made once per render when first asked for. */
export interface RenderedPage {
  html: string;
  br(): Buffer;
  gzip(): Buffer;
}

function renderedPage(html: string): RenderedPage {
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  return { html, br: () => (br ??= brotliCompressSync(html)), gzip: () => (gz ??= gzipSync(html)) };
}

const Manifest = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/** The lazy area (apps/web/src/app/areas) a public path's page is in; the rest are in the public area. */
const AREA_OF_PATH: Record<string, string> = { '/projects': 'gallery-area', '/faq': 'faq-area' };

/** The long-form content pages and enquiry forms (with their sub-paths) live in one lazy area. */
const PUBLIC_PAGES_PREFIXES = [
  '/terms&condition',
  '/about',
  '/services',
  '/learn',
  '/rewards',
  '/thank-you-page',
  '/construction',
  '/instant-connect',
];

function areaOfPath(path: string): string {
  const exact = AREA_OF_PATH[path];
  if (exact) return exact;
  const inPublicPages = PUBLIC_PAGES_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
  return inPublicPages ? 'public-pages-area' : 'public-area';
}

type Manifest = z.infer<typeof Manifest>;

/**
 * The build's Vite manifest, read once: it changes only with a new build, which a new process serves
 * (issue 19: the shell no longer re-reads 44 KB of JSON on every page load).
 */
function readManifest(webDist: string): Manifest | null {
  const file = join(webDist, '.vite/manifest.json');
  return existsSync(file) ? Manifest.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/** The public footer, a lazy chunk every server-rendered page awaits before it hydrates (public-layout.tsx). */
const FOOTER = 'src/app/layouts/footer/footer.tsx';

/**
 * A page's lazy chunk, the footer's, and every chunk they import, transitively: all of it runs before
 * hydration, so it is preloaded with the page. Only the first level was listed before (issue 19): the
 * browser found the other 30-odd chunks of /projects as the app started, in a second round trip, and
 * Vite's preload helper added their links in the middle of the app's start-up task.
 */
function areaPreloads(manifest: Manifest | null, path: string): string[] {
  if (!manifest) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`src/app/areas/${areaOfPath(path)}.ts`);
  visit(FOOTER);
  return [...files];
}

/**
 * Issue 7 "Fast and indexable": public routes are answered with server-rendered HTML (content, title,
 * description, Open Graph tags) that the browser hydrates. Returns null when the web's server bundle is
 * missing, and the page function answers null for paths that are not public pages.
 */
export async function loadSsrPages(app: FastifyInstance, webDist: string, publicUrl: string) {
  const entryFile = resolve(webDist, '../dist-ssr/entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  const origin = publicUrl.replace(/\/+$/, '');
  const fetchResult = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1${path}`,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}`);
    return res.json<{ result: unknown }>().result;
  };
  const cache = new Map<string, { page: RenderedPage; at: number }>();
  return async (path: string): Promise<RenderedPage | null> => {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < PAGE_TTL_MS) return hit.page;
    const preloads = areaPreloads(manifest, path);
    const html = await entry.renderPage({ path, origin, template, fetchResult, preloads });
    if (html === null) return null;
    // Only the public pages are kept: any other path renders nothing, and must not grow the cache.
    const page = renderedPage(html);
    cache.set(path, { page, at: Date.now() });
    return page;
  };
}
