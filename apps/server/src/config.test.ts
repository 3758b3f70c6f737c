import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from './company-config.test-helpers.js';
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
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', ...PRODUCTION_ENV }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV }).cookieSecure).toBe(true);
  });

  it('needs the S3 bucket and keys together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3?.bucket).toBe(
      'b',
    );
  });

  it('refuses to start in production with the demo PayNow UEN or no public address, naming each (issue 15)', () => {
    const problems = (env: Record<string, string | undefined>) => {
      try {
        loadConfig({ NODE_ENV: 'production', ...env });
        return '';
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
    };
    const none = problems({});
    expect(none).toContain('PAYNOW_UEN: is required in production');
    expect(none).toContain('PUBLIC_URL: is required in production');
    expect(none).toContain('COMPANY_NAME: is required in production');
    const demo = problems({ ...PRODUCTION_ENV, PAYNOW_UEN: '201912345k', PUBLIC_URL: '' });
    expect(demo).toContain('PAYNOW_UEN: is the demo UEN');
    expect(demo).toContain('PUBLIC_URL: is required in production');
    expect(demo).not.toContain('COMPANY_');
    expect(problems(PRODUCTION_ENV)).toBe('');
    // Development keeps its demo defaults.
    expect(loadConfig({}).paynow.uen).toBe('201912345K');
  });

  it('trusts no proxy unless TRUST_PROXY says which (issue 15)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be off, a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/40' })).toThrow(/not 10\.0\.0\.1\/40/);
  });

  it('keeps rate limits in Redis only when REDIS_URL is set (issue 15)', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'ezreno:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});
