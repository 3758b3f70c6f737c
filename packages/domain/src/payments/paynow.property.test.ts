import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPayNowPayload, hasValidPayNowCrc, maskUen, readEmvFields } from './paynow.js';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const uen = fc.oneof(
  fc.tuple(digits(8), letter).map(([d, l]) => d + l),
  fc.tuple(digits(9), letter).map(([d, l]) => d + l),
  fc
    .tuple(fc.constantFrom('T', 'S', 'R'), digits(2), letter, letter, digits(4), letter)
    .map((p) => p.join('')),
);
const printable = (max: number) =>
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: max,
  });

describe('PayNow payload properties', () => {
  it('every payload built from valid input carries a correct CRC and reads back its own fields', () => {
    fc.assert(
      fc.property(
        uen,
        fc.integer({ min: 1, max: 99_999_999_99 }),
        fc.option(printable(25), { nil: undefined }),
        printable(25),
        (u, cents, reference, name) => {
          const payload = buildPayNowPayload({ uen: u, amountCents: cents, reference, merchantName: name });
          expect(hasValidPayNowCrc(payload)).toBe(true);
          const top = readEmvFields(payload)!;
          expect(top.get('54')).toBe((cents / 100).toFixed(2));
          expect(top.get('59')).toBe(name);
          expect(readEmvFields(top.get('26')!)!.get('02')).toBe(u);
          expect(top.has('62')).toBe(reference !== undefined);
          if (reference !== undefined) expect(readEmvFields(top.get('62')!)!.get('01')).toBe(reference);
          expect(maskUen(u).endsWith(u.slice(-4))).toBe(true);
          expect(maskUen(u).slice(0, -4)).toMatch(/^\*+$/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
