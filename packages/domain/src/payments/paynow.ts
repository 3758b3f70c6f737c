import { crc16Hex } from './crc16.js';

/**
 * PayNow QR (SGQR, EMVCo merchant-presented mode) for the checkout and progressive payments (issue 6
 * item 4): the company's UEN as the PayNow proxy, the amount fixed, the invoice number as reference.
 */
export interface PayNowPayloadInput {
  /** The company's UEN from config (PayNow proxy type 2). */
  uen: string;
  amountCents: number;
  /** The invoice number; the client's bank app fills it in as the payment reference. */
  reference?: string | undefined;
  merchantName: string;
  /** Last day the code may be paid, YYYYMMDD in Singapore time; omit for no expiry. */
  expiry?: string | undefined;
}

/** Singapore UENs: businesses (8 digits + letter), local companies (9 digits + letter), others (T/S/R, year, entity type, 4 digits, letter). */
export const UEN_PATTERN = /^(?:\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/;

/** EMVCo limits: merchant name (59) and bill number (62-01) hold at most 25 characters. */
export const PAYNOW_MAX_NAME = 25;
export const PAYNOW_MAX_REFERENCE = 25;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** One EMV field: 2-digit id, 2-digit length, value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV field id must be two digits, got ${id}`);
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Dollars with two decimals, no separators, as EMV field 54 wants it ("150.00"). */
export function emvAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`A PayNow amount must be positive whole cents, got ${amountCents}`);
  }
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** The payload text to encode in the QR code, ending in its CRC. Throws on input a bank app would reject. */
export function buildPayNowPayload(input: PayNowPayloadInput): string {
  const uen = input.uen.trim().toUpperCase();
  if (!UEN_PATTERN.test(uen)) throw new RangeError(`Not a Singapore UEN: ${input.uen}`);
  const name = input.merchantName.trim().slice(0, PAYNOW_MAX_NAME);
  if (!name || !PRINTABLE_ASCII.test(name)) throw new RangeError('The merchant name must be printable ASCII');
  const reference = input.reference?.trim();
  if (
    reference !== undefined &&
    (reference.length > PAYNOW_MAX_REFERENCE || !PRINTABLE_ASCII.test(reference))
  ) {
    throw new RangeError(`The reference must be at most ${PAYNOW_MAX_REFERENCE} printable ASCII characters`);
  }
  if (input.expiry !== undefined && !/^\d{8}$/.test(input.expiry))
    throw new RangeError('The expiry must be YYYYMMDD');

  const merchantAccount =
    emvField('00', 'SG.PAYNOW') +
    emvField('01', '2') + // proxy type 2: UEN
    emvField('02', uen) +
    emvField('03', '0') + // amount not editable
    (input.expiry ? emvField('04', input.expiry) : '');
  const body =
    emvField('00', '01') + // payload format indicator
    emvField('01', '12') + // dynamic: the code carries an amount for one payment
    emvField('26', merchantAccount) +
    emvField('52', '0000') + // merchant category code: not given
    emvField('53', '702') + // SGD
    emvField('54', emvAmount(input.amountCents)) +
    emvField('58', 'SG') +
    emvField('59', name) +
    emvField('60', 'Singapore') +
    (reference ? emvField('62', emvField('01', reference)) : '');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16Hex(withCrcTag);
}

/** Reads an EMV TLV string into id → value (top level only), or undefined when it is malformed. */
export function readEmvFields(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + length > text.length) {
      return undefined;
    }
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** True when the payload is well-formed TLV and ends with its correct CRC. */
export function hasValidPayNowCrc(payload: string): boolean {
  if (payload.length < 8 || !payload.slice(-8, -4).startsWith('6304')) return false;
  return (
    readEmvFields(payload) !== undefined && crc16Hex(payload.slice(0, -4)) === payload.slice(-4).toUpperCase()
  );
}

/**
 * Spec §9 "Payment recipient text names the company and UEN (masked)": every character but the last
 * four becomes "*", enough for the client to recognise the payee in the bank app without the page
 * publishing the full number. Ours: the spec does not say how much to mask.
 */
export function maskUen(uen: string): string {
  const clean = uen.trim().toUpperCase();
  const shown = Math.min(4, Math.max(0, clean.length - 4));
  return '*'.repeat(clean.length - shown) + clean.slice(clean.length - shown);
}

/** The recipient line under the QR code. Ours: the spec names its parts, not its words. */
export const payNowRecipientText = (companyName: string, uen: string): string =>
  `Pay to ${companyName} (UEN ${maskUen(uen)}) by PayNow`;
