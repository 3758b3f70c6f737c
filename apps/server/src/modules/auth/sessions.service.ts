import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/accounts.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { forgetUserSessions } from './session-cache.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without "Remember me" a session lasts a working day (the cookie ends with the browser); with it, SESSION_DAYS. */
const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;

export interface SessionOptions {
  sessionDays: number;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  remember: boolean;
}

/** Starts a session with a fresh random token (a new one at every sign-in); stores only its hash. */
export async function createSession(
  tx: DbOrTx,
  userId: string,
  remember: boolean,
  options: SessionOptions,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (remember ? options.sessionDays * DAY_MS : SHORT_SESSION_MS));
  await tx.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    remember,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300),
    ip: options.ip,
  });
  return { token, expiresAt, remember };
}

/** Ends every session of the user, or every one but the caller's (after a password change). */
export async function endUserSessions(tx: DbOrTx, userId: string, keepToken?: string | null): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
        : eq(sessions.userId, userId),
    );
  // Before the commit too, so no request of this process sees a cached session that is gone; one that
  // reads the database before the commit caches it again for at most the cache's few seconds.
  forgetUserSessions(userId);
}
