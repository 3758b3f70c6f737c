import { homePathFor, type Role } from '@reno/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { newReferralCode } from '../../db/seed/factories.js';
import { enqueueEmail } from '../../platform/outbox/index.js';
import { createSession, type SessionOptions } from './sessions.service.js';

/** The claims of Google's ID token we rely on (it comes straight from Google's token endpoint over TLS). */
export const GoogleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
export type GoogleClaims = z.infer<typeof GoogleClaims>;

export class GoogleSignInRefused extends Error {}

/**
 * Issue 3 item 1: sign in the account linked to this Google id; else link the account whose e-mail
 * Google has verified (clients only: the link lives on the client profile); else register a new client
 * (spec "Google verify for register"). One transaction: the link, the new account, the admin mail and
 * the session commit together.
 */
export async function signInWithGoogle(
  db: Db,
  claims: GoogleClaims,
  config: Config,
  options: SessionOptions,
) {
  return db.transaction(async (tx) => {
    const userId =
      (await linkedUser(tx, claims.sub)) ??
      (await linkByEmail(tx, claims)) ??
      (await registerFromGoogle(tx, claims, config));
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user?.isActive) throw new GoogleSignInRefused('inactive account');
    const session = await createSession(tx, user.id, false, options);
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    return { session, role: user.role, home: homePathFor(user.role) };
  });
}

async function linkedUser(tx: Tx, sub: string) {
  const [row] = await tx
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .where(sql`${clientProfiles.googleAuthKey}->>'sub' = ${sub}`)
    .limit(1);
  return row?.id;
}

const verifiedEmail = (claims: GoogleClaims) => {
  if (!claims.email || claims.email_verified !== true)
    throw new GoogleSignInRefused('Google did not verify the e-mail');
  return claims.email.toLowerCase();
};

async function linkByEmail(tx: Tx, claims: GoogleClaims) {
  const email = verifiedEmail(claims);
  const [user] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!user) return undefined;
  if (user.role !== ('client' satisfies Role))
    throw new GoogleSignInRefused('only client accounts link to Google');
  await tx
    .update(clientProfiles)
    .set({ googleAuthKey: { sub: claims.sub, email }, extOauth: 'google' })
    .where(and(eq(clientProfiles.userId, user.id)));
  // Google vouched for the address, which is what the verification link proves.
  await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user.id;
}

async function registerFromGoogle(tx: Tx, claims: GoogleClaims, config: Config) {
  const email = verifiedEmail(claims);
  const firstName = claims.given_name ?? claims.name ?? email.split('@')[0] ?? 'Client';
  const lastName = claims.family_name ?? '';
  const [user] = await tx
    .insert(users)
    .values({ role: 'client', email, emailVerified: true, firstName, lastName })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(clientProfiles).values({
    userId: user.id,
    referralCode: newReferralCode(),
    googleAuthKey: { sub: claims.sub, email },
    extOauth: 'google',
    registered: true,
  });
  const subject = 'New client registration (Google)';
  await enqueueEmail(
    tx,
    {
      emails: config.adminNotifyEmails,
      template_name: 'emailSender_function.html',
      subject,
      data: {
        subject_title: subject,
        client_firstname: firstName,
        client_lastname: lastName,
        client_email: email,
        phone_verified: false,
      },
    },
    { publicUrl: config.publicUrl },
  );
  return user.id;
}
