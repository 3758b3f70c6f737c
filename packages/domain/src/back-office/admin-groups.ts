import { z } from 'zod';
import { ADMIN_PERMISSIONS, type AdminPermission } from '../accounts/roles.js';

/** Issue 18: a group grants its admins a set of permission flags (one per console area and action). */
export const AdminPermissionFlag = z.enum(ADMIN_PERMISSIONS);

export const AdminGroup = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(AdminPermissionFlag),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type AdminGroup = z.infer<typeof AdminGroup>;
export const AdminGroupList = z.array(AdminGroup);
export type AdminGroupList = z.infer<typeof AdminGroupList>;

export const SaveAdminGroup = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(80),
  description: z.string().trim().max(300).optional(),
  permissions: z.array(AdminPermissionFlag).max(ADMIN_PERMISSIONS.length),
});
export type SaveAdminGroup = z.infer<typeof SaveAdminGroup>;

/** An admin account with the groups it belongs to and the flags they give (the Admin Permission page). */
export const AdminMember = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  group_ids: z.array(z.string()),
  /** Flags granted to the account directly (older accounts, the create-admin script's `all`). */
  direct_permissions: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type AdminMember = z.infer<typeof AdminMember>;
export const AdminMemberList = z.array(AdminMember);
export type AdminMemberList = z.infer<typeof AdminMemberList>;

export const SetAdminGroups = z.object({ group_ids: z.array(z.string()).max(50) });
export type SetAdminGroups = z.infer<typeof SetAdminGroups>;

/**
 * The session's permissions: the union of the admin's direct flags and every flag of its groups, each
 * once, in the order of ADMIN_PERMISSIONS (the `all` wildcard kept first). Unknown flags are dropped so
 * a removed flag left in old data grants nothing.
 */
export function resolveAdminPermissions(
  direct: readonly string[],
  groups: readonly (readonly string[])[],
): string[] {
  const granted = new Set<string>([...direct, ...groups.flat()]);
  const known = ADMIN_PERMISSIONS.filter((flag) => granted.has(flag));
  return granted.has('all') ? ['all', ...known] : known;
}

/** The flags of the demo's limited admin (issue 18: "a limited one (payments only)"). */
export const PAYMENTS_ONLY_PERMISSIONS: readonly AdminPermission[] = ['review_payments'];

/** What each flag opens, as the Admin Group page names it (ours: the spec lists the areas only). */
export const ADMIN_PERMISSION_LABELS: Record<AdminPermission, string> = {
  overview: 'Overview',
  support: 'Support',
  calendar: 'Calendar',
  generator: 'Generator',
  transaction: 'Transaction',
  master_services: 'Master Services',
  outbox: 'Outbox and SMS usage',
  admin_permission: 'Admin Permission',
  admin_group: 'Admin Group',
  announcement: 'Announcement',
  review_payments: 'Review payments',
  manage_projects: 'Manage projects',
  manage_merchants: 'Manage merchants',
  manage_users: 'Manage users',
  resolve_holds: 'Resolve holds',
  record_payouts: 'Record payouts',
  manage_rewards: 'Manage rewards (EZcash, vouchers)',
  manage_shop: 'Manage shop',
};
