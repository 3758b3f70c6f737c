import type { SessionUser } from '@reno/domain';

/**
 * Signed-in requests used to cost one session lookup each (issue 19). The answer is kept here for a
 * few seconds per token hash, in this process only (docs/decisions/006-session-cache.md says why a
 * few seconds of staleness across processes is acceptable). Within this process it is never stale
 * after a change: sign-out forgets the token; a password change, a password reset, e-mail
 * verification and any non-GET request of the user forget every token of the user; a change made by
 * someone else (an admin deactivating a merchant, issue 12) must call `forgetUserSessions`.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  user: SessionUser | null;
  until: number;
}

const byToken = new Map<string, Entry>();
const tokensByUser = new Map<string, Set<string>>();

export function cachedSession(tokenHash: string, now = Date.now()): Entry | undefined {
  const entry = byToken.get(tokenHash);
  if (!entry) return undefined;
  if (entry.until > now) return entry;
  forgetToken(tokenHash);
  return undefined;
}

/** Keeps the answer until the TTL or the session's own expiry, whichever comes first. */
export function rememberSession(
  tokenHash: string,
  user: SessionUser | null,
  expiresAt: Date | null,
  now = Date.now(),
) {
  if (byToken.size >= MAX_ENTRIES) {
    // Oldest first (a Map iterates in insertion order): drop a tenth rather than grow without bound.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const key of byToken.keys()) {
      if (drop-- <= 0) break;
      forgetToken(key);
    }
  }
  const until = Math.min(now + SESSION_CACHE_TTL_MS, expiresAt?.getTime() ?? Infinity);
  byToken.set(tokenHash, { user, until });
  if (user) {
    const set = tokensByUser.get(user._id) ?? new Set<string>();
    set.add(tokenHash);
    tokensByUser.set(user._id, set);
  }
}

export function forgetToken(tokenHash: string) {
  const entry = byToken.get(tokenHash);
  byToken.delete(tokenHash);
  if (!entry?.user) return;
  const set = tokensByUser.get(entry.user._id);
  set?.delete(tokenHash);
  if (set?.size === 0) tokensByUser.delete(entry.user._id);
}

/** Every cached session of the user: call after anything that changes who they are or may do. */
export function forgetUserSessions(userId: string) {
  for (const tokenHash of tokensByUser.get(userId) ?? []) byToken.delete(tokenHash);
  tokensByUser.delete(userId);
}
