import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_VALID_MS, readStoredLead, rememberLeadFrom } from './lead';

describe('lead attribution (valid 1 week)', () => {
  afterEach(() => localStorage.clear());

  it('stores the lead query parameter and reads it back within a week', () => {
    rememberLeadFrom('?lead=g&x=1', 1_000);
    expect(readStoredLead(1_000 + LEAD_VALID_MS - 1)).toBe('g');
  });

  it('forgets a lead one week old', () => {
    rememberLeadFrom('?lead=tt', 1_000);
    expect(readStoredLead(1_000 + LEAD_VALID_MS)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a URL without a lead and keeps the earlier one', () => {
    rememberLeadFrom('?lead=g', 1_000);
    rememberLeadFrom('?other=1', 2_000);
    expect(readStoredLead(3_000)).toBe('g');
  });
});
