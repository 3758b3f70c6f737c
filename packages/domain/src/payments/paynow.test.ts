import { describe, expect, it } from 'vitest';
import { crc16Ccitt, crc16Hex } from './crc16.js';
import {
  buildPayNowPayload,
  emvAmount,
  hasValidPayNowCrc,
  maskUen,
  payNowRecipientText,
  readEmvFields,
} from './paynow.js';

/**
 * PayNow strings published with PayNow generators (their authors checked them with bank apps). Each
 * ends in the CRC the generator computed, so ours must agree with every one of them.
 */
const PUBLISHED = {
  uenWithExpiryAndReference:
    '00020101021226490009SG.PAYNOW010120210201101550Z03010040820201127520400005303702540550.005802SG5907Qryptal6009Singapore62060102AJ630488E9',
  uenNoReference:
    '00020101021226370009SG.PAYNOW010120210201207337D03010520400005303702540510.005802SG5916Nerdherd Pte Ltd6009Singapore6304F832',
  uenInvoiceReference:
    '00020101021226490009SG.PAYNOW010120210201403121W03010040820310917520400005303702540525.505802SG5913Demo Merchant6009Singapore62160112INV-DEMO-00163047102',
  othersUen:
    "00020101021226490009SG.PAYNOW010120210S62SS0057G03010040820200817520400005303702540510.005802SG5928Singapore Children's Society6009Singapore62120108Donation630482EB",
  mobileEditable:
    '00020101021226380009SG.PAYNOW010100211+651234567803011520400005303702540510.275802SG5908John Lee6009Singapore62160112Mr. Lee Bill6304BD9B',
  staticEditableNoAmount:
    '00020101021126490009SG.PAYNOW010120210201403121W030110408203012315204000053037025802SG5913ACME Pte Ltd.6009Singapore6304B69E',
};

describe('CRC16-CCITT (0x1021, init 0xFFFF)', () => {
  it('gives the published check value for "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
  });
  it('pads to four hex digits and starts from 0xFFFF', () => {
    expect(crc16Ccitt('')).toBe(0xffff);
    expect(crc16Hex('A')).toMatch(/^[0-9A-F]{4}$/);
  });
  it.each(Object.entries(PUBLISHED))('agrees with the CRC of the published %s payload', (_name, payload) => {
    expect(crc16Hex(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(hasValidPayNowCrc(payload)).toBe(true);
  });
});

describe('PayNow payload builder', () => {
  it('reproduces a published UEN payload with expiry and reference byte for byte', () => {
    expect(
      buildPayNowPayload({
        uen: '201101550Z',
        amountCents: 5_000,
        reference: 'AJ',
        merchantName: 'Qryptal',
        expiry: '20201127',
      }),
    ).toBe(PUBLISHED.uenWithExpiryAndReference);
  });
  it('reproduces a published UEN payload without reference or expiry', () => {
    expect(
      buildPayNowPayload({ uen: '201207337D', amountCents: 1_000, merchantName: 'Nerdherd Pte Ltd' }),
    ).toBe(PUBLISHED.uenNoReference);
  });
  it('reproduces a published payload with an invoice number as reference', () => {
    expect(
      buildPayNowPayload({
        uen: '201403121W',
        amountCents: 2_550,
        reference: 'INV-DEMO-001',
        merchantName: 'Demo Merchant',
        expiry: '20310917',
      }),
    ).toBe(PUBLISHED.uenInvoiceReference);
  });
  it('carries the fields the checkout needs: UEN proxy, fixed amount, SGD, SG, invoice reference', () => {
    const payload = buildPayNowPayload({
      uen: '201912345k',
      amountCents: 15_000,
      reference: 'INV-000123',
      merchantName: 'Reno Pte Ltd',
    });
    const top = readEmvFields(payload)!;
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(top.get('53')).toBe('702');
    expect(top.get('54')).toBe('150.00');
    expect(top.get('58')).toBe('SG');
    expect(top.get('59')).toBe('Reno Pte Ltd');
    expect(readEmvFields(top.get('62')!)!.get('01')).toBe('INV-000123');
    const account = readEmvFields(top.get('26')!)!;
    expect(Object.fromEntries(account)).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201912345K',
      '03': '0',
    });
    expect(hasValidPayNowCrc(payload)).toBe(true);
  });
  it('a changed character breaks the CRC', () => {
    const payload = buildPayNowPayload({
      uen: '201207337D',
      amountCents: 1_000,
      merchantName: 'Nerdherd Pte Ltd',
    });
    expect(hasValidPayNowCrc(payload.replace('10.00', '90.00'))).toBe(false);
    expect(hasValidPayNowCrc('not a payload')).toBe(false);
  });
  it('writes amounts as dollars with two decimals', () => {
    expect(emvAmount(15_000)).toBe('150.00');
    expect(emvAmount(5)).toBe('0.05');
    expect(emvAmount(123_456_789)).toBe('1234567.89');
    expect(() => emvAmount(0)).toThrow(RangeError);
    expect(() => emvAmount(10.5)).toThrow(RangeError);
  });
  it('cuts the merchant name to the 25 characters EMV allows', () => {
    const payload = buildPayNowPayload({
      uen: '201207337D',
      amountCents: 100,
      merchantName: "Singapore Children's Society",
    });
    expect(readEmvFields(payload)!.get('59')).toBe("Singapore Children's Soci");
  });
  it('refuses what a bank app would reject', () => {
    const base = { uen: '201207337D', amountCents: 100, merchantName: 'Reno' };
    expect(() => buildPayNowPayload({ ...base, uen: '12345' })).toThrow(RangeError);
    expect(() => buildPayNowPayload({ ...base, reference: 'INV-0000000000000000000001' })).toThrow(
      RangeError,
    );
    expect(() => buildPayNowPayload({ ...base, reference: 'Invoice №1' })).toThrow(RangeError);
    expect(() => buildPayNowPayload({ ...base, merchantName: ' ' })).toThrow(RangeError);
    expect(() => buildPayNowPayload({ ...base, expiry: '2026-12-31' })).toThrow(RangeError);
    expect(() => buildPayNowPayload({ ...base, amountCents: -100 })).toThrow(RangeError);
  });
});

describe('UEN masking for the recipient text', () => {
  it('shows only the last four characters', () => {
    expect(maskUen('201207337D')).toBe('******337D');
    expect(maskUen('53212345A')).toBe('*****345A');
    expect(maskUen('T08LL1234A')).toBe('******234A');
  });
  it('never shows a short value whole', () => {
    expect(maskUen('ABCD')).toBe('****');
    expect(maskUen('ABCDE')).toBe('****E');
  });
  it('names the company and the masked UEN', () => {
    expect(payNowRecipientText('Reno Pte Ltd', '201207337D')).toBe(
      'Pay to Reno Pte Ltd (UEN ******337D) by PayNow',
    );
  });
});
