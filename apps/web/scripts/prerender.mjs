// Issue 7 "Fast and indexable": writes a pre-rendered HTML page per public route into
// dist/_prerendered/, with the route's title, meta description and Open Graph tags. The server answers
// those paths with these pages (platform/static-web.ts); every other path gets the empty shell.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const out = join(dist, '_prerendered');
const { render, PUBLIC_ROUTE_META } = await import(pathToFileURL(join(web, 'dist-ssr/entry-server.js')).href);
const template = await readFile(join(dist, 'index.html'), 'utf8');
// The public area's lazy chunk is needed before hydration: fetch it beside the entry, not after it.
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
const publicArea = manifest['src/app/areas/public-area.ts'];
const preloads = publicArea
  ? [`/${publicArea.file}`, ...(publicArea.imports ?? []).map((k) => `/${manifest[k].file}`)]
  : [];

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a path's page is written; the server reads the same place. */
export const prerenderedFile = (path) =>
  join(out, path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}.html`);

function head(meta) {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="EZreno" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    // The server puts its PUBLIC_URL in place of the token when it serves the page.
    `<meta property="og:url" content="%PUBLIC_URL%${escapeHtml(meta.path)}" />`,
    `<meta property="og:image" content="%PUBLIC_URL%/og-image.webp" />`,
    `<link rel="canonical" href="%PUBLIC_URL%${escapeHtml(meta.path)}" />`,
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(meta.isIndexed ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('\n    ');
}

await rm(out, { recursive: true, force: true });
let written = 0;
for (const meta of PUBLIC_ROUTE_META) {
  const { html, isPage } = await render(meta.path, 'http://localhost');
  if (!isPage) continue;
  const page = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace('</head>', `  ${head(meta)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  const file = prerenderedFile(meta.path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  written += 1;
}
console.log(`Pre-rendered ${written} public pages into dist/_prerendered`);
