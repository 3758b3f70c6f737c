import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-context.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let web: AppInstance;
let webDir: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  webDir = await mkdtemp(join(tmpdir(), 'reno-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  web = await buildApp(t, { webDist: webDir });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('HTTP platform', () => {
  it('limits the API rate per client and answers 429 in the envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests, please try again later' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/login', '/api/v1/auth/me']));
  });

  it('serves the web app with SPA fallback, fingerprinted assets cached for good', async () => {
    const page = await web.inject({ method: 'GET', url: '/client-dashboard?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('never answers an unknown API path with the web app', async () => {
    for (const url of ['/api/v1/unknown', '/api/unknown']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});
