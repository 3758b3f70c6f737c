import { describe, expect, it } from 'vitest';
import { COMPANY_ENV } from './company-config.test-helpers.js';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs locally with no variables at all', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.s3).toBeUndefined();
  });

  it('names each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('never seeds demo accounts in production unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...COMPANY_ENV }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', ...COMPANY_ENV }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...COMPANY_ENV }).cookieSecure).toBe(true);
  });

  it('needs the S3 bucket and keys together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3?.bucket).toBe(
      'b',
    );
  });
});
