import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountTokens } from '../../db/schema/accounts.js';
import { hashToken, newToken } from '../../platform/tokens.js';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** A fresh single-use link token for the user; earlier unused ones of the same purpose stop working. */
export async function issueAccountToken(
  tx: DbOrTx,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
) {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  const token = newToken();
  await tx
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * Uses up a token: one conditional UPDATE, so a double click or two tabs use it once. Answers the
 * user id, or null when the token is unknown, used or expired.
 */
export async function consumeAccountToken(tx: DbOrTx, token: string, purposes: AccountTokenPurpose[]) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
