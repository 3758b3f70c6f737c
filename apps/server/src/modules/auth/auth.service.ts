import {
  resolveAdminPermissions,
  accountMessages,
  loginMessages,
  type ChangePasswordRequest,
  type LoginRequest,
  type SessionUser,
} from '@reno/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, preparedRead } from '../../db/client.js';
import { adminProfiles, clientProfiles, sessions, users } from '../../db/schema/accounts.js';
import { adminGroupMembers, adminGroups } from '../../db/schema/back-office.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { hashToken } from '../../platform/tokens.js';
import { cachedSession, forgetToken, forgetUserSessions, rememberSession } from './session-cache.js';
import { createSession, endUserSessions, type SessionOptions } from './sessions.service.js';

export type { SessionOptions } from './sessions.service.js';

async function findUserByIdentity(db: Db, identity: string) {
  const byPhone = /^\d+$/.test(identity);
  const [user] = await db
    .select()
    .from(users)
    .where(byPhone ? eq(users.handphoneNo, identity) : sql`lower(${users.email}) = ${identity.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function login(db: Db, input: LoginRequest, options: SessionOptions) {
  const user = await findUserByIdentity(db, input.identity);
  if (!user || !user.isActive) throw new AppError('UNAUTHORIZED', loginMessages.userNotFound);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHORIZED', loginMessages.wrongPassword);
  }
  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, user.id, input.remember, options);
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    // Spec §6: "the client's billing address is updated at login if supplied".
    if (input.billing && user.role === 'client') {
      const { billing_address, postal_code, unit_number } = input.billing;
      await tx
        .update(clientProfiles)
        .set({
          billingAddress: billing_address,
          ...(postal_code !== undefined ? { postalCode: postal_code } : {}),
          ...(unit_number !== undefined ? { unitNumber: unit_number } : {}),
        })
        .where(eq(clientProfiles.userId, user.id));
    }
    return created;
  });
  return { ...session, role: user.role };
}

/** The session's user, from the few-seconds cache (session-cache.ts) or the database. */
export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cached = cachedSession(tokenHash);
  if (cached) return cached.user;
  const { user, expiresAt } = await readSession(db, tokenHash);
  rememberSession(tokenHash, user, expiresAt);
  return user;
}

/**
 * The session's user, built once and prepared (issue 19): every write forgets the user's cached
 * sessions, so the request after it reads here again, and building this select each time cost more
 * than running it.
 */
const sessionUser = preparedRead((db) =>
  db
    .select({ user: users, permissions: adminProfiles.permissions, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminProfiles, eq(adminProfiles.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

async function readSession(db: Db, tokenHash: string) {
  const [row] = await sessionUser(db, { tokenHash, now: new Date().toISOString() });
  if (!row || !row.user.isActive) return { user: null, expiresAt: null };
  const user: SessionUser = {
    _id: row.user.id,
    role: row.user.role,
    email: row.user.email,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    permissions:
      row.user.role === 'admin' ? await adminPermissions(db, row.user.id, row.permissions ?? []) : [],
    email_verified: row.user.emailVerified,
    handphone_verified: row.user.handphoneVerified,
    handphone_no: row.user.handphoneNo,
  };
  return { user, expiresAt: row.expiresAt };
}

/** Issue 18: the admin's own flags and every flag of its groups (decision 019). */
async function adminPermissions(db: Db, userId: string, direct: string[]) {
  const groups = await db
    .select({ permissions: adminGroups.permissions })
    .from(adminGroupMembers)
    .innerJoin(adminGroups, eq(adminGroups.id, adminGroupMembers.groupId))
    .where(eq(adminGroupMembers.userId, userId));
  return resolveAdminPermissions(
    direct,
    groups.map((g) => g.permissions),
  );
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  forgetToken(hashToken(token));
}

/** Changes the signed-in user's password and ends their other sessions; this one stays signed in. */
export async function changePassword(
  db: Db,
  userId: string,
  currentToken: string | null,
  input: ChangePasswordRequest,
) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError('BAD_REQUEST', accountMessages.wrongCurrentPassword, [
      { field: 'current_password', message: accountMessages.wrongCurrentPassword },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endUserSessions(tx, userId, currentToken);
  });
  // Again once committed: a request that read the session during the transaction cached it.
  forgetUserSessions(userId);
}
