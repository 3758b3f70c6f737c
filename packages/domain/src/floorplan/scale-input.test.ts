import { describe, expect, it } from 'vitest';
import { floorplanMessages as m } from './messages.js';
import { ScaleLengthInput } from './scale-input.js';

describe('scale length input (stage 5)', () => {
  it('reads metres and millimetres as typed', () => {
    expect(ScaleLengthInput.parse({ realLength: ' 3.2 ', unit: 'm' })).toEqual({
      realLength: 3.2,
      unit: 'm',
    });
    expect(ScaleLengthInput.parse({ realLength: '3,200', unit: 'mm' })).toEqual({
      realLength: 3200,
      unit: 'mm',
    });
  });
  it('asks for the length when it is missing, zero or not a number', () => {
    for (const realLength of ['', '0', '0.0', '-3', 'abc', '3,2', '1e3']) {
      const r = ScaleLengthInput.safeParse({ realLength, unit: 'm' });
      expect(r.success, realLength).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(m.scaleLength);
    }
  });
  it('refuses an unknown unit', () => {
    expect(ScaleLengthInput.safeParse({ realLength: '3', unit: 'cm' }).success).toBe(false);
  });
});
