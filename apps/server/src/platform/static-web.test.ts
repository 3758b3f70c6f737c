import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-context.js';
import { seedContentPages } from '../modules/pages/pages.service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let web: AppInstance;
let dir: string;

// A stand-in for apps/web/dist-ssr/entry-server.js: renders /faq with the API's answer, nothing else.
const entry = `
export async function renderPage({ path, origin, template, fetchResult, preloads }) {
  if (path !== '/faq') return null;
  const faq = await fetchResult('/faq');
  return template.replace('<div id="root"></div>', '<div id="root">' + faq.length + ' questions ' + origin + ' ' + preloads.join() + '</div>');
}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.example.sg' });
  await seedContentPages(t.database.db);
  dir = await mkdtemp(join(tmpdir(), 'reno-ssr-'));
  await mkdir(join(dir, 'dist', '.vite'), { recursive: true });
  await mkdir(join(dir, 'dist-ssr'));
  await writeFile(
    join(dir, 'dist', 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  await writeFile(
    join(dir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/areas/faq-area.ts': { file: 'assets/public-area-1.js', imports: ['_shared'] },
      _shared: { file: 'assets/shared-2.js', imports: ['_deeper'] },
      _deeper: { file: 'assets/deeper-3.js', imports: ['_shared'] },
      'src/app/layouts/footer/footer.tsx': { file: 'assets/footer-4.js', imports: ['_deeper'] },
    }),
  );
  await writeFile(join(dir, 'dist-ssr', 'entry-server.js'), entry);
  web = await buildApp(t, { webDist: join(dir, 'dist') });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('server-rendered public pages', () => {
  it('answers a public route with its rendered page, compressed when the browser accepts it', async () => {
    const plain = await web.inject({ method: 'GET', url: '/faq' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain(
      // The page's area, what it imports at any depth, and the footer (every public page has it).
      '<div id="root">0 questions https://www.example.sg /assets/public-area-1.js,/assets/shared-2.js,/assets/deeper-3.js,/assets/footer-4.js</div>',
    );
    const br = await web.inject({ method: 'GET', url: '/faq/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await web.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('gives any other path the empty shell', async () => {
    const res = await web.inject({ method: 'GET', url: '/client-dashboard' });
    expect(res.body).toBe('<!doctype html><title>shell</title><div id="root"></div>');
  });

  it('lists the indexable public routes in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await web.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.example.sg/projects</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.sg/terms&amp;condition</loc>');
    expect(sitemap.body).not.toContain('thank-you-page');
    // The content pages with an address of their own, from the seeded database.
    expect(sitemap.body).toContain('<loc>https://www.example.sg/terms&amp;condition/privacy_policy</loc>');
    expect(sitemap.body).toMatch(/<loc>https:\/\/www\.example\.sg\/learn\/articles\/[a-z0-9_-]+<\/loc>/);
    const robots = (await web.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://www.example.sg/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).not.toMatch(/Disallow: \/project\n/);
  });
});
