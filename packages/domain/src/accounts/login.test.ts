import { describe, expect, it } from 'vitest';
import { LoginRequest, loginMessages } from './login.js';
import { hasAdminPermission } from './roles.js';

const issues = (input: unknown) => {
  const r = LoginRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('LoginRequest (spec §5 "Login")', () => {
  it('accepts an e-mail or a Singapore mobile', () => {
    expect(issues({ identity: 'client@demo.sg', password: 'x' })).toEqual([]);
    expect(issues({ identity: '91234567', password: 'x' })).toEqual([]);
  });
  it('validates a numeric identity as a phone', () => {
    expect(issues({ identity: '71234567', password: 'x' })).toEqual([loginMessages.invalidPhone]);
    expect(issues({ identity: '9123456', password: 'x' })).toEqual([loginMessages.invalidPhone]);
  });
  it('validates anything else as an e-mail', () => {
    expect(issues({ identity: 'not-an-email', password: 'x' })).toEqual([loginMessages.invalidEmail]);
  });
  it('requires both fields', () => {
    expect(issues({ identity: '', password: '' })).toContain(loginMessages.required);
  });
});

describe('hasAdminPermission', () => {
  it('needs the flag, or the wildcard', () => {
    expect(hasAdminPermission(['outbox'], 'outbox')).toBe(true);
    expect(hasAdminPermission(['support'], 'outbox')).toBe(false);
    expect(hasAdminPermission(['all'], 'outbox')).toBe(true);
  });
});

describe('LoginRequest billing (spec §6 "billing address is updated at login if supplied")', () => {
  const base = { identity: 'wei@example.sg', password: 'Secret123' };
  it('is optional, and checked when supplied', () => {
    expect(LoginRequest.safeParse(base).success).toBe(true);
    expect(
      LoginRequest.safeParse({
        ...base,
        billing: { billing_address: '10 Bayfront Avenue', postal_code: '018956' },
      }).success,
    ).toBe(true);
    const bad = LoginRequest.safeParse({ ...base, billing: { billing_address: 'x', postal_code: '1234' } });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Postal code must be 6 digits']);
    expect(LoginRequest.safeParse({ ...base, billing: { billing_address: ' ' } }).success).toBe(false);
  });
});
