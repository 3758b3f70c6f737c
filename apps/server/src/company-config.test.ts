import { describe, expect, it } from 'vitest';
import { COMPANY_ENV_REQUIRED_IN_PRODUCTION } from './company-config.js';
import { COMPANY_ENV, PRODUCTION_ENV } from './company-config.test-helpers.js';
import { ConfigError, loadConfig } from './config.js';

describe('the issuing company (issue 17)', () => {
  it('runs locally with demo company details, GST-registered', () => {
    const { company } = loadConfig({});
    expect(company).toMatchObject({ name: 'EZreno Pte. Ltd.', uen: '201912345K', gstRegNo: '201912345K' });
    expect(company.quotationValidityDays).toBe(30);
  });

  it('refuses to start in production without every company detail, naming each missing one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({
        NODE_ENV: 'production',
        ...COMPANY_ENV,
        COMPANY_ADDRESS: '',
        COMPANY_GST_REG_NO: undefined,
      });
    } catch (e) {
      expect((e as Error).message).toContain('COMPANY_ADDRESS: is required in production');
      expect((e as Error).message).toContain('COMPANY_GST_REG_NO: is required in production');
      expect((e as Error).message).not.toContain('COMPANY_NAME');
    }
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_ENV }).company).toEqual({
      name: 'Test Renovation Pte. Ltd.',
      uen: '201700001A',
      gstRegNo: 'M2-7654321-0',
      address: '10 Test Lane, #02-02, Singapore 654321',
      email: 'accounts@test-reno.sg',
      phone: '+65 6000 0000',
      quotationValidityDays: 30,
    });
    expect([...COMPANY_ENV_REQUIRED_IN_PRODUCTION].sort()).toEqual(Object.keys(COMPANY_ENV).sort());
  });

  it('takes "none" as a company that is not GST-registered, and checks the numbers', () => {
    expect(loadConfig({ COMPANY_GST_REG_NO: 'none' }).company.gstRegNo).toBeNull();
    expect(() => loadConfig({ COMPANY_GST_REG_NO: 'GST123' })).toThrow(/COMPANY_GST_REG_NO/);
    expect(() => loadConfig({ COMPANY_UEN: 'ABC' })).toThrow(/COMPANY_UEN/);
    expect(() => loadConfig({ QUOTATION_VALIDITY_DAYS: '0' })).toThrow(/QUOTATION_VALIDITY_DAYS/);
    expect(loadConfig({ QUOTATION_VALIDITY_DAYS: '14' }).company.quotationValidityDays).toBe(14);
  });
});
