import type { Role } from './roles.js';

/** Spec "After login": where each role lands. */
export const homePathFor = (role: Role): string =>
  ({ client: '/client-dashboard', merchant: '/project', project_manager: '/add-project', admin: '/' })[role];

/** The wildcard admin flag: every permission, for the super admin. */
export const ALL_ADMIN_PERMISSIONS = 'all';

/** One rule for the server guard and the web navigation. */
export const hasAdminPermission = (permissions: readonly string[], flag: string) =>
  permissions.includes(flag) || permissions.includes(ALL_ADMIN_PERMISSIONS);
