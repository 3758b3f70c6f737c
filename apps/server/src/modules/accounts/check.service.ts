import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';

/** Spec §5: the server checks the lower-cased e-mail. */
export async function emailTaken(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export async function phoneTaken(db: DbOrTx, mobile: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.handphoneNo, mobile)).limit(1);
  return Boolean(row);
}

/** A referral code is valid when it is some active client's own code. */
export async function referralExists(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(and(eq(clientProfiles.referralCode, code.toUpperCase()), eq(users.isActive, true)))
    .limit(1);
  return Boolean(row);
}
