import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EbookRequest } from '../enquiries/enquiries.js';
import { LoginRequest } from '../accounts/login.js';
import { PaymentReview } from '../payments/receipt.js';
import { installSpecMessages } from './spec-messages.js';

beforeAll(() => installSpecMessages());

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

/** Issue 15 item 10: the raw validator texts the tester saw, and what they read now. */
describe('validation messages in the spec words', () => {
  it('"Too big: expected string to have <=64 characters" → "lead must be at most 64 characters."', () => {
    expect(messagesOf(EbookRequest, { name: 'Mei', email: 'mei@test.sg', lead: 'x'.repeat(65) })).toEqual([
      'lead must be at most 64 characters.',
    ]);
  });

  it('"Invalid input: expected string, received undefined" → "{field} is required."', () => {
    expect(messagesOf(z.object({ code: z.string() }), {})).toEqual(['code is required.']);
    expect(messagesOf(LoginRequest, { identity: 'mei@test.sg' })).toEqual(['password is required.']);
  });

  it('"Invalid discriminator value" → "decision must be one of: approve, decline."', () => {
    expect(messagesOf(PaymentReview, { decision: 'maybe' })).toEqual([
      'decision must be one of: approve, decline.',
    ]);
  });

  it('spec §5: a non-number is "{field} must be a number."; the schema\'s own words still win', () => {
    expect(messagesOf(z.object({ amount: z.number() }), { amount: 'ten' })).toEqual([
      'amount must be a number.',
    ]);
    expect(messagesOf(z.object({ code: z.string().length(6, '6 digit code') }), { code: '1' })).toEqual([
      '6 digit code',
    ]);
  });

  it('every other rule names the field in a sentence', () => {
    const schema = z.strictObject({
      email: z.email(),
      count: z.number().int().min(1).max(10),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(1),
    });
    expect(messagesOf(schema, { email: 'x', count: 11, kind: 'c', tags: ['a', 'b'], extra: 1 })).toEqual([
      'email must be a valid email address.',
      'count must be at most 10.',
      'kind must be one of: a, b.',
      'tags must have at most 1 items.',
      'extra is not allowed.',
    ]);
    expect(messagesOf(z.object({ n: z.number().positive() }), { n: 0 })).toEqual([
      'n must be greater than 0.',
    ]);
    expect(messagesOf(z.object({ s: z.string().min(3) }), { s: 'a' })).toEqual([
      's must be at least 3 characters.',
    ]);
  });

  it("never shows zod's own wording", () => {
    const raw = /Invalid input|Too big|Too small|expected|received|Invalid option|discriminator/;
    const samples: [z.ZodType, unknown][] = [
      [EbookRequest, {}],
      [EbookRequest, []],
      [PaymentReview, {}],
      [LoginRequest, { identity: 1, password: {} }],
    ];
    for (const [schema, input] of samples)
      for (const m of messagesOf(schema, input)) expect(m).not.toMatch(raw);
  });
});
