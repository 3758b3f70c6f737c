/**
 * Server rendering of the public routes (issue 7 "Fast and indexable"), loaded by the server
 * (platform/static-web.ts). Each page is rendered with its data, its title, meta description and Open
 * Graph tags, and the query cache it was rendered from, so the browser hydrates the same markup.
 * Emotion's zero-configuration server mode writes each component's critical CSS inline, in a <style> before
 * the element; the page carries it in <head> instead (`stylesInHead`).
 */
import { PUBLIC_ROUTE_META, type RouteMeta, SITE_NAME } from '@reno/domain';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { loadFooter } from './app/layouts/public-layout';
import { type FetchResult, prefetcherFor } from './app/prefetch';
import { AppProviders } from './app/providers/app-providers';
import { createQueryClient } from './lib/query';
import { QUERY_STATE_GLOBAL } from './lib/query-state';
import { routes } from './router';

export interface RenderInput {
  path: string;
  /** The public address, for canonical and Open Graph links. */
  origin: string;
  /** The built index.html: its scripts and styles wrap the rendered page. */
  template: string;
  fetchResult: FetchResult;
  /** Chunks the page needs before it can hydrate, preloaded beside the entry. */
  preloads: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script>: nothing in it may close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function head(meta: RouteMeta, origin: string) {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(`${origin}${meta.path}`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="EZreno" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${escapeHtml(origin)}/og-image.webp" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(meta.isIndexed ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('\n    ');
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A pre-rendered page is readable without its scripts: they only make it interactive. So they are
 * requested once the content has painted (the frame after first paint; at once in a background tab,
 * which does not paint), never competing with the HTML and the page's images for a slow phone
 * connection. The entry and every chunk it needs are requested together then, so nothing waits on a
 * chain of imports.
 */
function scriptsAfterFirstPaint(template: string, preloads: string[]) {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((m) => m[1] ?? '');
  const chunks = [
    ...new Set([...[...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? ''), ...preloads]),
  ];
  const html = template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Eight links a task: starting a request costs the main thread about half a millisecond here, and
  // /projects needs some 50 chunks (issue 19: no long task for the loader).
  const loader = `<script>(function(){var done=false;function load(){if(done)return;done=true;var h=document.head,c=${scriptJson(
    chunks,
  )},i=0;function next(){for(var n=0;n<8&&i<c.length;n++,i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=c[i];h.appendChild(l)}if(i<c.length){setTimeout(next);return}${scriptJson(
    entries,
  )}.forEach(function(u){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=u;h.appendChild(s)})}next()}if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(load)});else load();document.addEventListener('visibilitychange',load)})()</script>`;
  return { html, loader };
}

const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * Emotion's inline <style> tags (one per class, about 90 on /projects), gathered into <head>: the class
 * rules in one tag, the global ones (CssBaseline) each in its own, as emotion's `Global` looks for them.
 * `data-s` tells the browser's emotion cache they are already in place. Without this the cache moves
 * every tag into <head> as its module loads, and the browser restyles the page, before hydration can
 * start (issue 19: /projects's longest tasks).
 */
function stylesInHead(html: string) {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const body = html.replace(EMOTION_STYLE, (tag, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else globals.push(tag.replace('>', ' data-s="">'));
    return '';
  });
  const styles = [
    ...globals,
    `<style data-emotion="css ${names.join(' ')}" data-s="">${rules.join('')}</style>`,
  ];
  return { body, styles: styles.join('') };
}

const metaByPath = new Map(PUBLIC_ROUTE_META.map((m) => [m.path, m]));

/**
 * The whole HTML page of a public route, or null when the path is not one (it gets the plain shell). A
 * route named by its params (a learn article, a policy) is a page when its content exists; its title
 * and description are the content's own.
 */
export async function renderPage({
  path,
  origin,
  template,
  fetchResult,
  preloads,
}: RenderInput): Promise<string | null> {
  const listed = metaByPath.get(path);
  const prefetch = prefetcherFor(path);
  if (!listed && !prefetch) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) return null;
  // The catch-all sends unknown paths to /404: such a path has no page of its own (yet).
  if (context.matches.some((m) => m.route.path === '*')) return null;

  const queryClient = createQueryClient();
  const found = await prefetch?.(queryClient, fetchResult);
  const meta: RouteMeta | undefined =
    listed ??
    (found
      ? { path, title: `${found.title} | ${SITE_NAME}`, description: found.description, isIndexed: true }
      : undefined);
  if (!meta || found === null) {
    queryClient.clear();
    return null;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString cannot wait for a chunk: the footer's (public-layout.tsx) is loaded first.
  await loadFooter();
  const html = renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
  const state = `<script>window.${QUERY_STATE_GLOBAL}=${scriptJson(dehydrate(queryClient))}</script>`;
  queryClient.clear();
  const page = scriptsAfterFirstPaint(template, preloads);
  const rendered = stylesInHead(html);
  return (
    page.html
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/s, '')
      // Functions, not strings: a `$'` in the page's text must not be read as a replacement pattern.
      .replace('</head>', () => `  ${head(meta, origin)}\n  ${rendered.styles}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>${state}${page.loader}`)
  );
}
