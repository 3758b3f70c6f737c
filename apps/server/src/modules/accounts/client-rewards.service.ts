import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';

/**
 * What the rewards module needs of a client's account (issue 16): member status, referral and
 * affiliate codes, and the row lock that serialises a client's EZcash spends.
 */
export async function clientRewardsProfile(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      memberStatus: clientProfiles.memberStatus,
      referralCode: clientProfiles.referralCode,
      affiliateCode: clientProfiles.affiliateCode,
    })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(clientProfiles.userId, clientId));
  return row;
}

/** Locks the client's profile row for the rest of the transaction; 404 when there is no such client. */
export async function lockClientProfileRow(tx: Tx, clientId: string): Promise<void> {
  const [row] = await tx
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, clientId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
}

/** The active client whose own referral code this is, other than `notClientId`. */
export async function referrerByCode(db: DbOrTx, code: string, notClientId: string) {
  const [row] = await db
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(
      and(
        eq(clientProfiles.referralCode, code.toUpperCase()),
        eq(users.isActive, true),
        ne(clientProfiles.userId, notClientId),
      ),
    );
  return row?.id ?? null;
}

/** Clients who registered with this referral code, oldest first. */
export function clientsReferredBy(db: DbOrTx, code: string, notClientId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, createdAt: users.createdAt })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(
      and(sql`upper(${clientProfiles.affiliateCode}) = ${code.toUpperCase()}`, ne(users.id, notClientId)),
    )
    .orderBy(users.createdAt);
}

/** A client's id by e-mail (any case), or null. */
export async function clientIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.role, 'client')));
  return row?.id ?? null;
}
