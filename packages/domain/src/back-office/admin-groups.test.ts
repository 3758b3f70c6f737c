import { describe, expect, it } from 'vitest';
import { hasAdminPermission } from '../accounts/role-rules.js';
import { resolveAdminPermissions, SaveAdminGroup } from './admin-groups.js';

describe('admin permissions resolve from groups (issue 18 item 3)', () => {
  it('is the union of the groups, each flag once', () => {
    const flags = resolveAdminPermissions(
      [],
      [
        ['review_payments', 'support'],
        ['support', 'outbox'],
      ],
    );
    expect(flags).toEqual(['support', 'outbox', 'review_payments']);
  });

  it('keeps the direct flags of older accounts', () => {
    expect(resolveAdminPermissions(['outbox'], [['review_payments']])).toEqual(['outbox', 'review_payments']);
  });

  it('keeps the wildcard, which grants every flag', () => {
    const flags = resolveAdminPermissions(['all'], []);
    expect(flags).toEqual(['all']);
    expect(hasAdminPermission(flags, 'master_services')).toBe(true);
  });

  it('a payments-only admin has no other area', () => {
    const flags = resolveAdminPermissions([], [['review_payments']]);
    expect(hasAdminPermission(flags, 'review_payments')).toBe(true);
    expect(hasAdminPermission(flags, 'master_services')).toBe(false);
    expect(hasAdminPermission(flags, 'manage_users')).toBe(false);
  });

  it('drops flags that no longer exist, and an admin with no group has none', () => {
    expect(resolveAdminPermissions(['old_flag'], [['gone']])).toEqual([]);
    expect(resolveAdminPermissions([], [])).toEqual([]);
  });

  it('refuses a group with an unknown flag or no name', () => {
    expect(SaveAdminGroup.safeParse({ name: 'X', permissions: ['root'] }).success).toBe(false);
    expect(SaveAdminGroup.safeParse({ name: ' ', permissions: [] }).success).toBe(false);
  });
});

describe('the users search needs its column and its text (spec list query)', () => {
  it('refuses one without the other with the spec message', async () => {
    const { searchPairProblem } = await import('./users.js');
    expect(searchPairProblem({ search: 'tan' })).toBe('Please fill the appropriate fields!');
    expect(searchPairProblem({ searchBy: 'email', search: '  ' })).toBe(
      'Please fill the appropriate fields!',
    );
    expect(searchPairProblem({ searchBy: 'email', search: 'tan' })).toBeNull();
    expect(searchPairProblem({})).toBeNull();
  });
});
