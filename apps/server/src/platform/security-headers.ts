import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-context.js';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

type Directives = Record<string, string[]>;

/**
 * Issue 15 item 7: the Content-Security-Policy the app works under. Scripts only from this origin (and
 * the tracking vendors that are configured); the server-rendered pages' two inline scripts are allowed
 * by their hashes (pageCsp). Styles allow inline: MUI (emotion) writes its styles into <style> tags at
 * run time. Images and media may be blob: (previews of a file being uploaded) and data:. The pdf.js
 * worker is a same-origin file; its image decoders are WebAssembly ('wasm-unsafe-eval', which allows
 * compiling WebAssembly but not eval). Nobody may frame the app.
 */
export function cspDirectives(config: Config): Directives {
  const { metaPixelId, tiktokPixelId, googleTagId } = config.tracking;
  const scripts: string[] = [];
  const connects: string[] = [];
  const images: string[] = [];
  if (metaPixelId) {
    scripts.push('https://connect.facebook.net');
    connects.push('https://www.facebook.com', 'https://connect.facebook.net');
    images.push('https://www.facebook.com');
  }
  if (tiktokPixelId) {
    scripts.push('https://analytics.tiktok.com');
    connects.push('https://analytics.tiktok.com');
    images.push('https://analytics.tiktok.com');
  }
  if (googleTagId) {
    // Google's published CSP for gtag.js (Google Analytics 4 and Ads).
    scripts.push('https://*.googletagmanager.com');
    connects.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://*.g.doubleclick.net',
    );
    images.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connects],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only where the site is served over HTTPS: on plain http (local runs, the e2e suite) it would
    // rewrite every same-origin request to an https address that does not answer.
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** The inline <script> bodies of a page (those without src), as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim() === '' || /type="application\/(ld\+)?json"/.test(match[0])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of one server-rendered page: the app's, plus that page's own inline scripts. */
export function pageCsp(config: Config, html: string): string {
  const directives = cspDirectives(config);
  directives['script-src'] = [...(directives['script-src'] ?? []), ...inlineScriptHashes(html)];
  return serialize(directives);
}

/**
 * Uploaded files are served from the app's own origin, so a file must never run as a page of it: only
 * the raster images the upload check lets in are shown inline, anything else (PDF, and whatever a future
 * type may be) downloads as an attachment, and every file answer carries a sandbox policy so even a
 * file opened directly has no script, no same-origin access and no forms.
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

export const CROSS_ORIGIN_REFUSED =
  'This request came from another website and was refused. Open the EZreno site and try again.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Issue 15 item 7 "Cookie-authenticated writes check the Origin header" (decision 008). Browsers send
 * Origin on every POST, PUT, PATCH and DELETE, same-origin ones included; the API has no cross-origin
 * callers (no CORS). So a write whose Origin is another site's (or "null") is refused with 403 before
 * any handler or body parsing runs. A write without Origin is a non-browser client (curl, a server, a
 * mobile app with a bearer token), which a forged page cannot be, unless the browser says through
 * Sec-Fetch-Site that it came from elsewhere: then it is refused too. Same origin means the Origin's
 * host is the Host the request was sent to (any port or proxy set-up), or the PUBLIC_URL origin.
 */
export function originAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (origin === publicOrigin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && host === request.headers.host;
}

/**
 * Helmet's headers for this configuration, worked out once. They are the same on every answer (a
 * server-rendered page and a file replace the policy afterwards), and @fastify/helmet rebuilt helmet
 * and parsed the policy on every request (issue 19: about 6% of the server's time on a read).
 */
export function securityHeaders(config: Config): [string, string][] {
  const production = config.env === 'production';
  const headers = new Map<string, string>();
  const collect = {
    setHeader: (name: string, value: string | number) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // The app links to its own pages and to WhatsApp; other sites see the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // HTTPS only in production; a local http run must not pin localhost to https for a year.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The pixel scripts and Google sign-in are cross-origin; the app does not need isolation.
    crossOriginEmbedderPolicy: false,
    // Helmet throws a bad option itself; since 8.1 its callback is never given an error.
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return [...headers];
}

export async function registerSecurityHeaders(app: AppInstance, config: Config): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!originAllowed(request, publicOrigin)) throw new AppError('FORBIDDEN', CROSS_ORIGIN_REFUSED);
  });
}
