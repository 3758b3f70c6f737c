import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentMessages as m } from './messages.js';
import {
  amountMustEqualDueMessage,
  parseMoneyText,
  PaymentReview,
  ProgressivePaymentReceipt,
  QuotationPaymentReceipt,
  receiptAmountMatchesDue,
  receiptAmountMismatchMessage,
} from './receipt.js';

describe('money text', () => {
  it('accepts an optional $, thousands commas and up to 2 decimals, as cents', () => {
    expect(parseMoneyText('150')).toBe(15_000);
    expect(parseMoneyText('$150')).toBe(15_000);
    expect(parseMoneyText('$150.00')).toBe(15_000);
    expect(parseMoneyText('1,500.5')).toBe(150_050);
    expect(parseMoneyText('$1,234,567.89')).toBe(123_456_789);
    expect(parseMoneyText(' 0.29 ')).toBe(29);
    expect(parseMoneyText('0.01')).toBe(1);
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      '$',
      '0',
      '0.00',
      '-150',
      '150.123',
      '1,50',
      '15,00.00',
      '1.500,00',
      '$$150',
      '150$',
      'abc',
      '1e3',
      '.5',
      '150.',
      ' ',
      '1,5000',
      'S$150',
    ]) {
      expect(parseMoneyText(bad), bad).toBeUndefined();
    }
  });
  it('reads every cents amount back from its formatted text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (cents, dollar, commas) => {
          const whole = Math.floor(cents / 100);
          const wholeText = commas ? whole.toLocaleString('en-US') : String(whole);
          const text = `${dollar ? '$' : ''}${wholeText}.${String(cents % 100).padStart(2, '0')}`;
          expect(parseMoneyText(text)).toBe(cents);
        },
      ),
    );
  });
});

describe('quotation payment receipt (checkout)', () => {
  const valid = { transactionNo: 'TX-001', amount: '$150.00', receiptFileId: 'file-1' };
  it('parses into cents', () => {
    expect(QuotationPaymentReceipt.parse(valid)).toEqual({
      transactionNo: 'TX-001',
      amount: 15_000,
      receiptFileId: 'file-1',
    });
  });
  it('gives the spec messages', () => {
    const messages = (input: object) => {
      const r = QuotationPaymentReceipt.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(messages({ ...valid, transactionNo: '  ' })).toEqual([
      ['transactionNo', 'Please input the transaction number'],
    ]);
    expect(messages({ ...valid, amount: '12.345' })).toEqual([
      ['amount', 'Please input the transaction amount'],
    ]);
    expect(messages({ ...valid, amount: '' })).toEqual([['amount', 'Please input the transaction amount']]);
    expect(messages({ ...valid, receiptFileId: '' })).toEqual([['receiptFileId', m.receiptRequired]]);
    expect(messages({})).toEqual([
      ['transactionNo', m.transactionNumberRequired],
      ['amount', m.transactionAmountInvalid],
      ['receiptFileId', m.receiptRequired],
    ]);
  });
});

describe('progressive payment receipt (payment modal)', () => {
  it('gives the modal messages', () => {
    const r = ProgressivePaymentReceipt.safeParse({ transactionNo: '', amount: '', receiptFileId: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'transaction no required!',
      'amount required!',
      'upload payment receipt required!',
    ]);
    expect(
      ProgressivePaymentReceipt.safeParse({ transactionNo: 'x', amount: 'ten', receiptFileId: 'f' }).error!
        .issues[0]!.message,
    ).toBe(m.transactionAmountInvalid);
    expect(
      ProgressivePaymentReceipt.parse({ transactionNo: 'x', amount: '1,850', receiptFileId: 'f' }).amount,
    ).toBe(185_000);
  });
});

describe('payment review', () => {
  it('a decline needs a note; an approval does not', () => {
    expect(PaymentReview.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(PaymentReview.safeParse({ decision: 'decline', note: ' ' }).success).toBe(false);
    expect(PaymentReview.safeParse({ decision: 'decline', note: 'Not in our account' }).success).toBe(true);
    expect(PaymentReview.safeParse({ decision: 'maybe' }).success).toBe(false);
  });
});

describe('receipt amount and amount due (issue 15 item 5, decision 010)', () => {
  it('accepts exactly the amount due, nothing more or less', () => {
    expect(receiptAmountMatchesDue(21_653, 21_653)).toBe(true);
    expect(receiptAmountMatchesDue(1, 21_653)).toBe(false);
    expect(receiptAmountMatchesDue(2_147_483_648, 21_653)).toBe(false);
  });
  it('tells the client the amount due, and the admin both amounts', () => {
    expect(amountMustEqualDueMessage('$216.53')).toContain('the amount due, $216.53');
    expect(receiptAmountMismatchMessage('$0.01', '$216.53')).toContain('claims $0.01 but $216.53 is due');
  });
});
