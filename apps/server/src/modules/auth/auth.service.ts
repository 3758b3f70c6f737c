import { loginMessages, type LoginRequest, type SessionUser } from '@reno/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminProfiles, sessions, users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without "Remember me" a session lasts a working day; with it, SESSION_DAYS. */
const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;

export interface SessionOptions {
  sessionDays: number;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

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
  const token = newToken();
  const expiresAt = new Date(Date.now() + (input.remember ? options.sessionDays * DAY_MS : SHORT_SESSION_MS));
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      remember: input.remember,
      expiresAt,
      userAgent: options.userAgent?.slice(0, 300),
      ip: options.ip,
    });
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
  });
  return { token, expiresAt, remember: input.remember, role: user.role };
}

export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, permissions: adminProfiles.permissions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminProfiles, eq(adminProfiles.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || !row.user.isActive) return null;
  return {
    _id: row.user.id,
    role: row.user.role,
    email: row.user.email,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    permissions: row.permissions ?? [],
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
