import type { ClientProfile, ClientProfileUpdate } from '@reno/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, preparedRead } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';

/** The signed-in client's own profile (spec "Client" entity, client-list columns). */
const profileOf = preparedRead((db) =>
  db
    .select({ user: users, profile: clientProfiles })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('client_profile'),
);
export async function getClientProfile(db: DbOrTx, userId: string): Promise<ClientProfile> {
  const [row] = await profileOf(db, { userId });
  if (!row) throw new AppError('NOT_FOUND');
  return toClientProfile(row);
}

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof clientProfiles.$inferSelect;

export const toClientProfile = ({
  user,
  profile,
}: {
  user: UserRow;
  profile: ProfileRow;
}): ClientProfile => ({
  _id: user.id,
  salutation: profile.salutation,
  gender: profile.gender,
  first_name: user.firstName,
  last_name: user.lastName,
  date_of_birth: profile.dateOfBirth,
  nationality: profile.nationality,
  mailing_address: profile.mailingAddress,
  billing_address: profile.billingAddress,
  postal_code: profile.postalCode,
  unit_number: profile.unitNumber,
  handphone_no: user.handphoneNo,
  handphone_verified: user.handphoneVerified,
  email: user.email,
  email_verified: user.emailVerified,
  country: profile.country,
  member_status: profile.memberStatus,
  referral_code: profile.referralCode,
  created_at: user.createdAt.toISOString(),
  last_login: user.lastLogin?.toISOString() ?? null,
});

/** Only the fields sent change; names live on the user, the rest on the client profile. */
export async function updateClientProfile(db: Db, userId: string, input: ClientProfileUpdate) {
  const profile = {
    salutation: input.salutation,
    gender: input.gender,
    dateOfBirth: input.date_of_birth,
    nationality: input.nationality,
    mailingAddress: input.mailing_address,
    billingAddress: input.billing_address,
    postalCode: input.postal_code,
    unitNumber: input.unit_number,
  };
  const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
  await db.transaction(async (tx) => {
    if (input.first_name !== undefined || input.last_name !== undefined) {
      await tx
        .update(users)
        .set({ firstName: input.first_name, lastName: input.last_name })
        .where(eq(users.id, userId));
    }
    if (Object.keys(changes).length > 0) {
      await tx.update(clientProfiles).set(changes).where(eq(clientProfiles.userId, userId));
    }
  });
  return getClientProfile(db, userId);
}
