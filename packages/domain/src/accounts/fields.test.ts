import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  Email,
  Password,
  passwordHints,
  PersonName,
  ReferralCode,
  SgMobile,
  SgMobileInput,
} from './fields.js';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Email (spec §5 "Email")', () => {
  it('lower-cases and trims', () => {
    expect(Email.parse('  Wei@Example.SG ')).toBe('wei@example.sg');
  });
  it('says "Please input a valid email" or "Required"', () => {
    expect(messagesOf(Email, 'wei@')).toEqual(['Please input a valid email']);
    expect(messagesOf(Email, '')).toEqual(['Required']);
    expect(messagesOf(Email, `${'a'.repeat(250)}@x.sg`)).toEqual(['Please input a valid email']);
  });
});

describe('SgMobile (spec §5 "Phone")', () => {
  it('accepts 8 digits starting with 8 or 9', () => {
    expect(SgMobile.parse('91234567')).toBe('91234567');
    expect(SgMobile.parse('81234567')).toBe('81234567');
  });
  it.each(['71234567', '9123456', '912345678', '9123456a'])('refuses %s with the spec message', (v) => {
    expect(messagesOf(SgMobile, v)).toEqual(['Please input a valid singapore phone number']);
  });
  it('takes the spec\'s "65" prefix off', () => {
    expect(SgMobileInput.parse('6591234567')).toBe('91234567');
    expect(SgMobileInput.parse('91234567')).toBe('91234567');
  });
});

describe('PersonName (spec §5 "letters and spaces only")', () => {
  it('accepts letters and spaces, refuses digits and symbols', () => {
    expect(PersonName.parse('Wei Ling')).toBe('Wei Ling');
    expect(messagesOf(PersonName, 'Wei1')).toEqual(['Only letters and spaces are allowed']);
    expect(messagesOf(PersonName, '')).toEqual(['Required']);
  });
});

describe('Password (spec §5 "Password")', () => {
  it('passwordHints answers the four live rules', () => {
    expect(passwordHints('')).toEqual({
      minLength: false,
      upperCase: false,
      lowerCase: false,
      number: false,
    });
    expect(passwordHints('abcdefgH1')).toEqual({
      minLength: true,
      upperCase: true,
      lowerCase: true,
      number: true,
    });
    expect(passwordHints('ABCDEFGH')).toEqual({
      minLength: true,
      upperCase: true,
      lowerCase: false,
      number: false,
    });
  });
  it('names each failed rule', () => {
    expect(messagesOf(Password, 'abc')).toEqual([
      'Minimum 8 characters',
      'At least 1 upper case',
      'At least 1 number',
    ]);
    expect(messagesOf(Password, 'Secret123')).toEqual([]);
  });
  it.each(['[', ']', '{', '}', '<', '>', '(', ')', "'", '"'])('refuses the forbidden character %s', (c) => {
    expect(messagesOf(Password, `Secret12${c}`)).toEqual([`Characters [ ] { } < > ( ) ' " are not allowed`]);
  });
});

describe('ReferralCode (spec §9 "12 characters")', () => {
  it('needs exactly 12 characters and upper-cases', () => {
    expect(ReferralCode.parse('abcdefghjkmn')).toBe('ABCDEFGHJKMN');
    expect(messagesOf(ReferralCode, 'ABC')).toEqual(['Referral code must be 12 characters']);
  });
});
