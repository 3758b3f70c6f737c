import { describe, expect, it } from 'vitest';
import { cartTotal, decrementQuantity, incrementQuantity, shortenTitle } from './shop.js';

describe('shop rules (spec §4 "Cart", §2 "Shop")', () => {
  it('starts quantity at 1, never below 0 on decrement', () => {
    expect(decrementQuantity(1)).toBe(0);
    expect(decrementQuantity(0)).toBe(0);
    expect(incrementQuantity(1)).toBe(2);
  });
  it('shortens titles with an ellipsis at the breakpoint length', () => {
    expect(shortenTitle('Short', 17)).toBe('Short');
    expect(shortenTitle('Nordic oak dining table for six', 17)).toBe('Nordic oak dinin…');
    expect(shortenTitle('Nordic oak dining table for six', 17)).toHaveLength(17);
  });
  it('adds up a cart in EZcash', () => {
    expect(
      cartTotal([
        { price_ezcash: 300, quantity: 2 },
        { price_ezcash: 50, quantity: 1 },
      ]),
    ).toBe(650);
    expect(cartTotal([])).toBe(0);
  });
});
