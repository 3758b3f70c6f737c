import { randomBytes } from 'node:crypto';
import type { Role } from '@reno/domain';
import type { DbOrTx } from '../client.js';
import {
  adminProfiles,
  clientProfiles,
  merchantProfiles,
  projectManagerProfiles,
  users,
} from '../schema/accounts.js';
import { hashPassword } from '../../platform/passwords.js';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Spec §9: referral codes are 12 characters. */
export const newReferralCode = () =>
  Array.from(randomBytes(12), (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');

export interface NewUser {
  role: Role;
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  handphoneNo?: string;
  permissions?: string[];
  companyName?: string;
  /** Issue 12: the spec's merchant fields for a merchant account. */
  merchant?: {
    specialization?: string;
    companyDescription?: string;
    uen?: string;
    gstRegNo?: string | null;
    name?: string;
    personIncharge?: string;
    inchargeHandphoneNo?: string;
    inchargeEmail?: string;
  };
}

/** Creates a user and the profile its role needs. Shared by the demo seed and the tests. */
export async function createUser(db: DbOrTx, input: NewUser) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [user] = await db
    .insert(users)
    .values({
      role: input.role,
      email: input.email.toLowerCase(),
      emailVerified: true,
      handphoneNo: input.handphoneNo ?? null,
      handphoneVerified: Boolean(input.handphoneNo),
      passwordHash,
      firstName: input.firstName ?? input.role,
      lastName: input.lastName ?? 'User',
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  switch (input.role) {
    case 'client':
      await db
        .insert(clientProfiles)
        .values({ userId: user.id, referralCode: newReferralCode(), registered: true });
      break;
    case 'merchant':
      await db.insert(merchantProfiles).values({
        userId: user.id,
        companyName: input.companyName ?? `${user.firstName} Pte Ltd`,
        ...input.merchant,
      });
      break;
    case 'admin':
      await db.insert(adminProfiles).values({ userId: user.id, permissions: input.permissions ?? [] });
      break;
    case 'project_manager':
      await db.insert(projectManagerProfiles).values({ userId: user.id });
      break;
  }
  return user;
}
