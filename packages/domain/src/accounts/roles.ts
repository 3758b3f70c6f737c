import { z } from 'zod';

/** Spec §6: unknown (visitor), client, merchant, project_manager, admin. */
export const Role = z.enum(['client', 'merchant', 'project_manager', 'admin']);
export type Role = z.infer<typeof Role>;
export type Viewer = Role | 'unknown';

// Pure rules without zod live in role-rules.ts, so the web's navigation and guards (every signed-in
// page) do not load zod with them (issue 19).
export { ALL_ADMIN_PERMISSIONS, hasAdminPermission, homePathFor } from './role-rules.js';

export const SessionUser = z.object({
  _id: z.string(),
  role: Role,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Admin permission flags gate admin sub-navigation (spec "Layout"). */
  permissions: z.array(z.string()),
  /**
   * Spec "After login": an unverified e-mail opens the verify-email view; the Verify Number step needs
   * the phone state. Always sent by the server; optional so older fixtures still parse.
   */
  email_verified: z.boolean().optional(),
  handphone_verified: z.boolean().optional(),
  handphone_no: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** Admin permission flags (spec "Layout": admin sub-navigation entries need a permission flag). */
export const ADMIN_PERMISSIONS = [
  'overview',
  'support',
  'calendar',
  'generator',
  'transaction',
  'master_services',
  'outbox',
  'admin_permission',
  'admin_group',
  'announcement',
  // Actions (issue 18): the server checks these on every admin route, not only the menu.
  'review_payments',
  'manage_projects',
  'manage_merchants',
  'manage_users',
  'resolve_holds',
  'record_payouts',
  'manage_rewards',
  'manage_shop',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
