import { describe, expect, it } from 'vitest';
import { RegisterRequest, type RegisterForm } from './register.js';

const valid: RegisterForm = {
  salutation: 'Ms',
  first_name: 'Wei Ling',
  last_name: 'Tan',
  email: 'Wei@Example.sg',
  handphone_no: '91234567',
  password: 'Secret123',
  confirm_password: 'Secret123',
  terms: true,
};
const issues = (patch: Record<string, unknown>) => {
  const r = RegisterRequest.safeParse({ ...valid, ...patch });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('RegisterRequest (spec "Registration and verification", §5)', () => {
  it('accepts the form, lower-cases the e-mail, defaults prohelp to false', () => {
    const r = RegisterRequest.parse(valid);
    expect(r.email).toBe('wei@example.sg');
    expect(r.prohelp).toBe(false);
    expect(r.affiliate_code).toBeUndefined();
  });
  it('treats an empty affiliate code and lead as absent', () => {
    const r = RegisterRequest.parse({ ...valid, affiliate_code: '', lead: '' });
    expect(r.affiliate_code).toBeUndefined();
    expect(r.lead).toBeUndefined();
  });
  it('quotes the spec messages', () => {
    expect(issues({ email: 'x' })).toEqual(['email: Please input a valid email']);
    expect(issues({ handphone_no: '12345678' })).toEqual([
      'handphone_no: Please input a valid singapore phone number',
    ]);
    expect(issues({ first_name: '' })).toEqual(['first_name: Required']);
    expect(issues({ salutation: '' })).toEqual(['salutation: Required']);
  });
  it('needs the terms accepted', () => {
    expect(issues({ terms: false })).toEqual(['terms: Required']);
  });
  it('needs the confirmation to equal the password', () => {
    expect(issues({ confirm_password: 'Secret124' })).toEqual(['confirm_password: Passwords do not match']);
  });
  it('applies the password rules', () => {
    expect(issues({ password: 'secret(12A', confirm_password: 'secret(12A' })).toEqual([
      `password: Characters [ ] { } < > ( ) ' " are not allowed`,
    ]);
  });
  it('checks a given affiliate code is 12 characters', () => {
    expect(issues({ affiliate_code: 'SHORT' })).toEqual([
      'affiliate_code: Referral code must be 12 characters',
    ]);
  });
});
