import type { Role } from '@reno/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newReferralCode } from '../../db/seed/factories.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';

/**
 * Issue 12: who people are, for the modules that staff and run projects (names and contacts on the
 * project desk, e-mail addresses for notices), read through the accounts module's own tables.
 */
export interface UserContact {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  handphoneNo: string | null;
  isActive: boolean;
  hasPassword: boolean;
}

const contact = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  handphoneNo: users.handphoneNo,
  isActive: users.isActive,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

export async function userContactsByIds(db: DbOrTx, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, UserContact>();
  const rows = await db.select(contact).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Active users of a role, by name (the project manager dialog). */
export async function activeUsersOfRole(db: DbOrTx, role: Role): Promise<UserContact[]> {
  return db
    .select(contact)
    .from(users)
    .where(and(eq(users.role, role), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** An active client by e-mail (any case) or 8-digit mobile; `condition` is built by the caller's rule. */
export async function findActiveClient(
  db: DbOrTx,
  identity: { email: string } | { handphoneNo: string },
): Promise<UserContact | undefined> {
  const match: SQL =
    'email' in identity
      ? sql`lower(${users.email}) = ${identity.email.toLowerCase()}`
      : eq(users.handphoneNo, identity.handphoneNo);
  const [row] = await db
    .select(contact)
    .from(users)
    .where(and(match, eq(users.role, 'client'), eq(users.isActive, true)))
    .limit(1);
  return row;
}

/**
 * A client account made by staff for a new client: no password yet (the invitation e-mail carries a
 * set-password link), the e-mail unverified until that link is used. The unique indexes refuse a taken
 * e-mail or mobile.
 */
export async function createInvitedClient(
  tx: DbOrTx,
  input: { first_name: string; last_name: string; email: string; handphone_no?: string | undefined },
): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      role: 'client',
      email: input.email,
      emailVerified: false,
      handphoneNo: input.handphone_no ?? null,
      handphoneVerified: false,
      passwordHash: null,
      firstName: input.first_name,
      lastName: input.last_name,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('client insert returned nothing');
  await tx
    .insert(clientProfiles)
    .values({ userId: user.id, referralCode: newReferralCode(), registered: true });
  return user.id;
}
