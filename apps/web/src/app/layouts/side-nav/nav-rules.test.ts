import { describe, expect, it } from 'vitest';
import { navByRole, type NavItem } from './nav-config';
import {
  isDeepLink,
  isSidebarHidden,
  requiredAdminPermission,
  sectionRedirect,
  visibleNavItems,
} from './nav-rules';

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
    expect(keys(visibleNavItems(navByRole.admin.items, { role: 'admin', permissions: ['all'] }))).toEqual([
      'overview',
      'projects',
      'merchants',
      'support',
      'calendar',
      'generator',
      'transaction',
      'master-services',
      'payments',
      'outbox',
      'ezcash',
      'vouchers',
      'shop',
      'sms-usage',
      'users',
      'clients',
      'users-merchants',
      'admins',
      'admin-permission',
      'admin-group',
      'announcement',
      // Issue 14: holds and payouts (resolve_holds, record_payouts), the escrow ledger (transaction).
      'holds',
      'payouts',
      'escrow',
    ]);
    // Issue 18: the demo's payments-only admin sees Payment Review and nothing else.
    expect(
      keys(visibleNavItems(navByRole.admin.items, { role: 'admin', permissions: ['review_payments'] })),
    ).toEqual(['payments']);
    // Issue 18 item 2: Users > Merchants needs the merchants flag as well as the users one.
    expect(
      keys(visibleNavItems(navByRole.admin.items, { role: 'admin', permissions: ['manage_users'] })),
    ).toEqual(['users', 'clients', 'admins']);
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
      'support',
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

describe('requiredAdminPermission (issue 18)', () => {
  it('is the flag of the entry whose path is the longest prefix, inactive entries included', () => {
    expect(requiredAdminPermission('/admin/transaction/receipts/r1', sample)).toBe('transaction');
    expect(requiredAdminPermission('/admin/old/x', sample)).toBe('outbox');
    expect(requiredAdminPermission('/admin/overview', sample)).toBe('overview');
  });

  it('needs nothing where no flagged entry covers the path', () => {
    expect(requiredAdminPermission('/admin', sample)).toBeUndefined();
    expect(requiredAdminPermission('/admin/unflagged', sample)).toBeUndefined();
    expect(requiredAdminPermission('/admin/overviews', sample)).toBeUndefined();
  });

  it('guards the real console: Master Services needs its flag, a client detail manage_users', () => {
    expect(requiredAdminPermission('/admin/master-services', navByRole.admin.items)).toBe('master_services');
    expect(requiredAdminPermission('/admin/users/clients/c1', navByRole.admin.items)).toBe('manage_users');
    expect(requiredAdminPermission('/admin/payments', navByRole.admin.items)).toBe('review_payments');
  });
});

describe('sectionRedirect of the admin console (issue 18)', () => {
  const admin = navByRole.admin;
  it('lands a full admin on Overview and the payments-only admin on Payment Review', () => {
    const redirect = (permissions: string[]) =>
      sectionRedirect({
        role: 'admin',
        pathname: '/admin',
        rootPaths: admin.rootPaths,
        visibleItems: visibleNavItems(admin.items, { role: 'admin', permissions }),
      });
    expect(redirect(['all'])).toBe('/admin/overview');
    expect(redirect(['review_payments'])).toBe('/admin/payments');
  });

  it('opens Users on its first list, unless a remembered deep link of Users is restored', () => {
    const visibleItems = visibleNavItems(admin.items, { role: 'admin', permissions: ['manage_users'] });
    const base = {
      role: 'admin' as const,
      pathname: '/admin/users',
      rootPaths: admin.rootPaths,
      visibleItems,
    };
    expect(sectionRedirect(base)).toBe('/admin/users/clients');
    expect(sectionRedirect({ ...base, rememberedDeepLink: '/admin/users/clients/c1' })).toBe(
      '/admin/users/clients/c1',
    );
  });
});
