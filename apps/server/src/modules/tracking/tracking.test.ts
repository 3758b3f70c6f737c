import { NO_TRACKING } from '@reno/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const getConfig = async (env: Record<string, string>) => {
  t = await createTestApp(env);
  return t.app.inject({ method: 'GET', url: '/api/v1/tracking/config' });
};

describe('GET /tracking/config', () => {
  it('answers no pixels when TRACKING_* is not set', async () => {
    const res = await getConfig({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: NO_TRACKING });
  });

  it('answers the configured public ids, and nothing else of the configuration', async () => {
    const res = await getConfig({
      TRACKING_META_PIXEL_ID: '123456789012345',
      TRACKING_TIKTOK_PIXEL_ID: 'C4ABCDEFGHIJ1234',
      TRACKING_GOOGLE_TAG_ID: 'G-AB12CD34EF',
      GOOGLE_CLIENT_SECRET: 'secret-value',
    });
    expect(res.json()).toEqual({
      success: true,
      result: {
        metaPixelId: '123456789012345',
        tiktokPixelId: 'C4ABCDEFGHIJ1234',
        googleTagId: 'G-AB12CD34EF',
      },
    });
    expect(res.body).not.toContain('secret-value');
  });
});

describe('TRACKING_* validation', () => {
  it('refuses an id that is not of the pixel’s shape (it goes into a script URL)', () => {
    expect(() => loadConfig({ TRACKING_META_PIXEL_ID: '123"><script>' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRACKING_GOOGLE_TAG_ID: 'UA-1' })).toThrow(/TRACKING_GOOGLE_TAG_ID/);
    expect(loadConfig({ TRACKING_TIKTOK_PIXEL_ID: '' }).tracking).toEqual(NO_TRACKING);
  });
});
