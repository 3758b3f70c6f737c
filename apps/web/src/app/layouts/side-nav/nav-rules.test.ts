import { describe, expect, it } from 'vitest';
import { navByRole, type NavItem } from './nav-config';
import { isDeepLink, isSidebarHidden, sectionRedirect, visibleNavItems } from './nav-rules';

const keys = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);

const sample: NavItem[] = [
  { key: 'overview', label: 'Overview', path: '/admin/overview', permission: 'overview' },
  {
    key: 'transaction',
    label: 'Transaction',
    path: '/admin/transaction',
    permission: 'transaction',
    children: [
      { key: 'receipts', label: 'Receipts', path: '/admin/transaction/receipts' },
      { key: 'refunds', label: 'Refunds', path: '/admin/transaction/refunds', inactive: true },
    ],
  },
  { key: 'old', label: 'Old', path: '/admin/old', permission: 'outbox', inactive: true },
  { key: 'unflagged', label: 'Unflagged', path: '/admin/unflagged' },
];

describe('visibleNavItems', () => {
  it('hides inactive items, children included, for every role', () => {
    expect(keys(visibleNavItems(sample, { role: 'merchant', permissions: [] }))).toEqual([
      'overview',
      'transaction',
      'receipts',
      'unflagged',
    ]);
  });

  it('shows admin entries only with their permission flag; a permitted group brings its children', () => {
    expect(keys(visibleNavItems(sample, { role: 'admin', permissions: ['transaction'] }))).toEqual([
      'transaction',
      'receipts',
    ]);
    expect(keys(visibleNavItems(sample, { role: 'admin', permissions: ['overview', 'outbox'] }))).toEqual([
      'overview',
    ]);
    expect(visibleNavItems(sample, { role: 'admin', permissions: [] })).toEqual([]);
    expect(keys(visibleNavItems(sample, { role: 'admin', permissions: ['all'] }))).toEqual([
      'overview',
      'transaction',
      'receipts',
    ]);
  });

  it('shows an admin the pages that exist, a merchant its portal, a PM its add-project and list', () => {
    const all = ['overview', 'support', 'calendar', 'generator', 'transaction', 'master_services', 'outbox'];
    expect(keys(visibleNavItems(navByRole.admin.items, { role: 'admin', permissions: all }))).toEqual([
      'projects',
      'merchants',
      'support',
      'payments',
      'outbox',
      'ezcash',
      'vouchers',
      'sms-usage',
      // Issue 14: holds and payouts need their own flags (not in `all`); the escrow ledger needs transaction.
      'escrow',
    ]);
    expect(keys(visibleNavItems(navByRole.merchant.items, { role: 'merchant', permissions: [] }))).toEqual([
      'project-overview',
      'transactions',
      'ongoing-vo',
      'service-fee',
      'completed',
      'calendar',
      'support',
      'profile',
    ]);
    expect(
      keys(visibleNavItems(navByRole.project_manager.items, { role: 'project_manager', permissions: [] })),
    ).toEqual(['add-project', 'pm-projects']);
    expect(keys(visibleNavItems(navByRole.client.items, { role: 'client', permissions: [] }))).toEqual([
      'dashboard',
      'project',
      'draft-projects',
      'profile',
      'rewards',
      'vouchers',
      'shopez',
    ]);
  });
});

describe('sectionRedirect', () => {
  const merchantItems: NavItem[] = [
    { key: 'project', label: 'Project Overview', path: '/project' },
    {
      key: 'transactions',
      label: 'Transactions',
      path: '/transactions/all',
      children: [
        { key: 'ongoing-vo', label: 'Ongoing', path: '/transactions/ongoing-vo' },
        { key: 'completed', label: 'Completed', path: '/transactions/completed' },
      ],
    },
  ];
  const merchant = {
    role: 'merchant' as const,
    rootPaths: ['/project', '/transactions'],
    visibleItems: merchantItems,
  };

  it('sends client and merchant from a section root to its first visible entry', () => {
    expect(sectionRedirect({ ...merchant, pathname: '/transactions' })).toBe('/transactions/all');
    expect(sectionRedirect({ ...merchant, pathname: '/transactions/' })).toBe('/transactions/all');
    const client = {
      role: 'client' as const,
      rootPaths: ['/main-project'],
      visibleItems: [{ key: 'p', label: 'P', path: '/main-project/list' }],
    };
    expect(sectionRedirect({ ...client, pathname: '/main-project' })).toBe('/main-project/list');
  });

  it('stays when the path is not a section root, or is already the first entry', () => {
    expect(sectionRedirect({ ...merchant, pathname: '/transactions/completed' })).toBeNull();
    expect(sectionRedirect({ ...merchant, pathname: '/project' })).toBeNull();
    expect(sectionRedirect({ ...merchant, pathname: '/elsewhere' })).toBeNull();
  });

  it('skips entries the viewer cannot see', () => {
    const visibleItems = visibleNavItems(sample, { role: 'admin', permissions: ['transaction'] });
    expect(sectionRedirect({ role: 'admin', rootPaths: ['/admin'], visibleItems, pathname: '/admin' })).toBe(
      '/admin/transaction',
    );
  });

  it('restores a remembered deep link for admin only', () => {
    const visibleItems = visibleNavItems(sample, { role: 'admin', permissions: ['overview'] });
    const deepLink = '/admin/renovation-project-detail/p42';
    expect(
      sectionRedirect({
        role: 'admin',
        rootPaths: ['/admin'],
        visibleItems,
        pathname: '/admin',
        rememberedDeepLink: deepLink,
      }),
    ).toBe(deepLink);
    expect(
      sectionRedirect({
        ...merchant,
        pathname: '/transactions',
        rememberedDeepLink: '/transactions/all/x/y',
      }),
    ).toBe('/transactions/all');
  });

  it('ignores a remembered deep link of another section', () => {
    const visibleItems = visibleNavItems(sample, { role: 'admin', permissions: ['overview'] });
    expect(
      sectionRedirect({
        role: 'admin',
        rootPaths: ['/admin', '/reports'],
        visibleItems,
        pathname: '/admin',
        rememberedDeepLink: '/reports/a/b',
      }),
    ).toBe('/admin/overview');
  });
});

describe('isDeepLink', () => {
  it('is true for 3 to 5 path segments', () => {
    expect(isDeepLink('/admin/outbox')).toBe(false);
    expect(isDeepLink('/admin/renovation-project-detail/p1')).toBe(true);
    expect(isDeepLink('/admin/a/b/c/d/')).toBe(true);
    expect(isDeepLink('/admin/a/b/c/d/e')).toBe(false);
  });
});

describe('isSidebarHidden', () => {
  it('hides the sidebar on the client project page only', () => {
    expect(isSidebarHidden('/main-project/p1')).toBe(true);
    expect(isSidebarHidden('/other-project/p1/schedule')).toBe(true);
    expect(isSidebarHidden('/main-project')).toBe(false);
    expect(isSidebarHidden('/admin/outbox')).toBe(false);
  });
});
