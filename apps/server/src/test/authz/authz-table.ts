import type { AdminPermission } from '@reno/domain';
import type { HTTPMethods } from 'fastify';

/**
 * Issue 15: the authorization table. Every route × every kind of caller, with the answer written out.
 * "client" is the owner of the world's records; "otherClient" asks for the same records (a foreign
 * record answers like a missing one: 404). "merchant" is a merchant business holding a service of the
 * client's paid project and "projectManager" is assigned to it (issue 12); "otherMerchant" holds
 * nothing there, so it gets 404 where the merchant gets the record. "limitedAdmin" (issue 18) is an
 * admin whose only group grants payments review: its answer is derived (`expectedAnswer`) unless a row
 * writes it.
 */
export const AUTHZ_ROLES = [
  'visitor',
  'client',
  'otherClient',
  'merchant',
  'otherMerchant',
  'projectManager',
  'limitedAdmin',
  'admin',
] as const;
export type AuthzRole = (typeof AUTHZ_ROLES)[number];

export interface Actor {
  /** The session cookie header; none for the visitor. */
  cookie?: string;
  userId?: string;
  email?: string;
}

export interface AuthzWorld {
  actors: Record<AuthzRole, Actor>;
  /** The client's project with its quotation saved (read, never changed, by the rows). */
  quoted: { id: string; itemId: string };
  /**
   * The client's project whose deposit was approved: stage 2 is due, `stageTwoDue` as money text. Its
   * project services (issue 12): the world's merchant accepted the first, the second has no merchant;
   * the world's project manager is assigned to it. `otherMerchant` has nothing on it.
   */
  paid: { id: string; stageTwoDue: string; serviceIds: string[] };
  /**
   * A new approved project of the client, for a row whose cell changes it: the world's merchant on its
   * first service (assigned, or having accepted it) and the world's project manager, as asked.
   */
  freshPaid(staff?: {
    merchant?: 'assigned' | 'accepted';
    pm?: boolean;
  }): Promise<{ id: string; serviceIds: string[] }>;
  /** A valid POST /admin/merchants body with its own e-mail, UEN and mobile. */
  merchantBody(): Record<string, string>;
  /** A new merchant business created by the admin (its id). */
  freshMerchant(): Promise<string>;
  /** A special specification the world's merchant attached to the paid project (its project file id). */
  merchantFile: string;
  /** A new one, for a row whose cell removes it. */
  freshMerchantFile(): Promise<string>;
  /** A notification to the client (its payment was approved). */
  clientNotificationId: string;
  /** A receipt image the client uploaded. */
  fileId: string;
  /** The client's open chunked upload (one part of 1,000 bytes). */
  uploadId: string;
  /** A deposit receipt waiting for the admin's review. */
  receiptId: string;
  /** Issue 18: the limited admin's group (payments only). */
  adminGroupId: string;
  /** A new admin group with no member, for a row whose cell deletes it. */
  freshAdminGroup(): Promise<string>;
  /** A new announcement that reaches nobody (ended), for a row whose cell deletes it. */
  freshAnnouncement(): Promise<string>;
  /** A new client account (its id), for a row whose cell deactivates it. */
  freshClient(): Promise<string>;
  /** A new receipt waiting for review, for a row whose cell reviews it (issue 18: the limited admin). */
  freshReceipt(): Promise<string>;
  /** A message in the outbox. */
  outboxId: string;
  /** A new quoted project of the client, for a row whose owner cell changes it. */
  freshQuoted(): Promise<{ id: string; itemId: string }>;
  /** A new receipt image of the client. */
  receiptFile(): Promise<string>;
  /** A file that caller uploaded in that category (for the forms that attach one). */
  upload(role: AuthzRole, category: string): Promise<string>;
  /** A new session of that caller (for the rows that end one); none for the visitor. */
  signIn(role: AuthzRole): Promise<string | undefined>;
  /** The bytes of the open chunked upload: a small JPEG. */
  uploadBytes: Buffer;
  /** A multipart body with a small JPEG, as the browser sends it. */
  jpegForm(): Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Issue 16: the cheapest Shopez product of the demo catalogue, and an active voucher the admin made. */
  shop: { productId: string; voucherId: string };
  /** A new active voucher, for a row whose cell redeems or changes it. */
  freshVoucher(): Promise<string>;
  /** A valid POST /admin/vouchers body with its own code. */
  voucherBody(): Record<string, unknown>;
  /** A valid POST /admin/ezcash body: an award to the client, with its own request id. */
  ezcashBody(): Record<string, unknown>;
  /** The client's cart holds one of the world's product, with the EZcash to pay for it. */
  fillCart(): Promise<void>;
  /** The client buys the world's product (so it may review it). */
  buyProduct(): Promise<void>;
  /** The paid project's dreamboard: a service tag the catalogue knows and a photo the client put on it. */
  dreamboard: { tag: string; itemId: string };
  /** A new photo on that dreamboard, for a row whose cell removes it. */
  freshDreamboardItem(): Promise<string>;
  /** Issue 16: a product picture the admin uploaded (public), and a valid admin product body. */
  inventoryFile: string;
  shopProductBody(): Promise<Record<string, unknown>>;
  /** A Shopez banner the admin made (its id). */
  shopBanner(): Promise<string>;
  /**
   * Issue 13: a new variation order of the client on the paid project's first service (the world's
   * merchant's): pending, priced by the merchant, or accepted by the client (invoiced, to pay).
   */
  variationOrder(state: 'pending' | 'priced' | 'accepted' | 'approved'): Promise<string>;
  /** Issue 14: completion, approval and payouts. */
  approvals: AuthzApprovals;
}

export interface AuthzApprovals {
  /**
   * A new paid project whose first service the world's merchant completed (with a photo): funded in
   * the escrow, held by the client, or approved (released) as asked.
   */
  completedItem(
    state?: 'pending' | 'held' | 'released',
  ): Promise<{ projectId: string; serviceId: string; itemId: string }>;
  /** A valid POST /admin/payouts body: for the admin, after a new release, what the merchant is owed now. */
  payoutBody(role: AuthzRole): Promise<Record<string, unknown>>;
}

/** A fresh address for a row whose callers must not collide (register, e-mail checks). */
export const uniqueEmail = (role: AuthzRole) =>
  `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@authz.test.sg`;

export interface AuthzRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The limited admin's answer may be left out: `expectedAnswer` derives it. */
export type Expected = Record<Exclude<AuthzRole, 'limitedAdmin'>, number> & { limitedAdmin?: number };

export interface AuthzRow {
  /** `METHOD /api/v1/path/:param`, exactly as the route is registered. */
  route: `${Uppercase<HTTPMethods>} /${string}`;
  /** The request each caller sends: a valid one, so only who asks decides the answer. */
  request: (world: AuthzWorld, role: AuthzRole) => AuthzRequest | Promise<AuthzRequest>;
  expect: Expected;
  /**
   * The admin permission flag the route checks of an admin. Needed where the limited admin holds it (it
   * then gets the admin's answer) and on routes shared with other roles that check a flag of admins
   * (the limited admin, lacking it, gets 403). An admin-only route without it answers the limited
   * admin 403.
   */
  permission?: AdminPermission;
  /** Why the answers are what they are, where it is not obvious. */
  why?: string;
}

const REFUSED = new Set([401, 403]);

/**
 * Issue 18: the limited admin's answer when the row does not write it. A route only admins may use (every
 * other caller refused, the admin not) checks a permission flag: 403 unless the row names a flag the
 * limited admin's group grants. Any other route answers it as it answers the admin, unless the row
 * names a flag the limited admin lacks.
 */
export function expectedAnswer(
  row: AuthzRow,
  role: AuthzRole,
  limitedPermissions: readonly string[],
): number {
  if (role !== 'limitedAdmin') return row.expect[role];
  if (row.expect.limitedAdmin !== undefined) return row.expect.limitedAdmin;
  const { admin, limitedAdmin: _, ...others } = row.expect;
  const adminOnly = !REFUSED.has(admin) && Object.values(others).every((code) => REFUSED.has(code));
  if (row.permission) return limitedPermissions.includes(row.permission) ? admin : 403;
  return adminOnly ? 403 : admin;
}
