import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-context.js';
import { PRODUCTION_ENV } from '../company-config.test-helpers.js';
import { loadConfig } from '../config.js';
import { makeJpeg, uploadFile } from '../modules/files/files.test-helpers.js';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.js';
import { CROSS_ORIGIN_REFUSED, inlineScriptHashes, pageCsp } from './security-headers.js';

/** Issue 15 item 7 "Browser security headers", uploaded files, and the Origin check of writes. */
let t: TestApp;
let web: AppInstance;
let webDir: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://reno.test' });
  webDir = await mkdtemp(join(tmpdir(), 'reno-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>shell</title>');
  web = await buildApp(t, { webDist: webDir });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers on every answer', () => {
  it('sends the policy, framing, referrer and nosniff headers on the API, the app shell and errors', async () => {
    for (const [app, url] of [
      [t.app, '/api/v1/health'],
      [t.app, '/api/v1/auth/me'],
      [t.app, '/api/v1/nothing-here'],
      [web, '/client-dashboard'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'default-src'), url).toBe("default-src 'self'");
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src'), url).toBe("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // Not in development or tests: HSTS would pin an http address to https.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('turns on HSTS in production and lets only the configured tracking vendors load scripts', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ...PRODUCTION_ENV,
      TRACKING_META_PIXEL_ID: '1234567890',
    });
    const prod = await buildApp({ ...t, config });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = res.headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src')).toBe(
        "script-src 'self' 'wasm-unsafe-eval' https://connect.facebook.net",
      );
      // PUBLIC_URL is https: the browser upgrades any stray http request.
      expect(csp).toContain('upgrade-insecure-requests');
      expect(csp).not.toContain('tiktok');
    } finally {
      await prod.close();
    }
  });

  it("allows a server-rendered page's inline scripts by their hashes, and no other inline script", () => {
    const html =
      '<html><head><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div>' +
      '<script>window.__STATE__={"a":1}</script><script>load()</script></body></html>';
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('window.__STATE__={"a":1}'), sha('load()')]);
    const csp = pageCsp(t.config, html);
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${sha('window.__STATE__={"a":1}')} ${sha('load()')}`,
    );
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });
});

describe('uploaded files', () => {
  it('shows an image inline and sends anything else as a sandboxed attachment', async () => {
    const owner = await loginAs(t, 'client');
    const image = await uploadFile(t, owner.cookie, {
      category: 'floorplan',
      fileName: 'plan.jpg',
      bytes: await makeJpeg(40, 30),
      contentType: 'image/jpeg',
    });
    const pdf = await uploadFile(t, owner.cookie, {
      category: 'floorplan',
      fileName: 'plan.pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      contentType: 'application/pdf',
    });
    const get = (uri: string) => t.app.inject({ method: 'GET', url: uri, headers: { cookie: owner.cookie } });

    const shown = await get(image.json().result.resourceURI);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    expect(shown.headers['content-security-policy']).toMatch(/^sandbox;/);

    const document = await get(pdf.json().result.resourceURI);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(document.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(document.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the Origin of writes', () => {
  it('refuses a cookie-authenticated write from another site with 403 and a clear message, changing nothing', async () => {
    const { cookie } = await loginAs(t, 'client');
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/revoke', headers: { cookie, ...headers } });
    for (const origin of ['https://evil.example', 'null', 'http://reno.test.evil.example']) {
      const refused = await logout({ origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json(), origin).toEqual({ success: false, message: CROSS_ORIGIN_REFUSED });
    }
    // No Origin, but the browser says the request came from another site.
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // The session survived every refusal.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).json().result,
    ).not.toBeNull();
  });

  it('accepts the same origin (by Host or PUBLIC_URL) and a client that sends no Origin', async () => {
    const post = async (headers: Record<string, string>) => {
      const { cookie } = await loginAs(t, 'client');
      return t.app.inject({ method: 'POST', url: '/api/v1/revoke', headers: { cookie, ...headers } });
    };
    expect((await post({ origin: 'http://reno.test' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).toBe(200);
    expect(
      (
        await post({
          origin: 'http://localhost:5173',
          'sec-fetch-site': 'same-origin',
          host: 'localhost:5173',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post({})).statusCode).toBe(200);
    // Reads are never refused for their Origin (images and links from other sites are fine).
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/health',
          headers: { origin: 'https://evil.example' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
