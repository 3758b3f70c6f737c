import {
  accountMessages as m,
  EMAIL_VERIFY_TTL_MS,
  withCountryCode,
  type RegisterRequest,
} from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { newReferralCode } from '../../db/seed/factories.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { createSession, type SessionOptions } from '../auth/sessions.service.js';
import { issueAccountToken } from './account-tokens.js';
import { sendLinkEmail, verifyEmailTemplateFor } from './account-links.js';
import { emailTaken, phoneTaken, referralExists } from './check.service.js';
import { sendPhoneCode } from './phone-verification.service.js';
import { uniqueViolation } from '../../platform/db-errors.js';

export const NEW_CLIENT_SUBJECT = 'New client registration';

/**
 * Spec "Registration and verification": creates the client (Gold, Singapore, unverified e-mail and
 * phone, a unique 12-character referral code) and, in the same transaction, the admin notification,
 * the e-mail verification link, the SMS code and a session for the Verify Number step. A failure
 * leaves nothing behind; a double submission fails on the unique e-mail and mobile.
 */
export async function registerClient(
  db: Db,
  input: RegisterRequest,
  config: Config,
  sessionOptions: SessionOptions,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await emailTaken(tx, input.email))
        throw new AppError('CONFLICT', m.emailTaken, [{ field: 'email', message: m.emailTaken }]);
      if (await phoneTaken(tx, input.handphone_no)) {
        throw new AppError('CONFLICT', m.phoneTaken, [{ field: 'handphone_no', message: m.phoneTaken }]);
      }
      if (input.affiliate_code && !(await referralExists(tx, input.affiliate_code))) {
        throw new AppError('BAD_REQUEST', m.invalidReferral, [
          { field: 'affiliate_code', message: m.invalidReferral },
        ]);
      }
      const [user] = await tx
        .insert(users)
        .values({
          role: 'client',
          email: input.email,
          emailVerified: false,
          handphoneNo: input.handphone_no,
          handphoneVerified: false,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(clientProfiles).values({
        userId: user.id,
        salutation: input.salutation,
        country: 'Singapore',
        memberStatus: 'Gold',
        referralCode: newReferralCode(),
        affiliateCode: input.affiliate_code ?? null,
        leadsInfo: input.lead ? { from: input.lead } : {},
        telemarketing: { prohelp: input.prohelp },
        registered: true,
      });
      await enqueueEmail(
        tx,
        {
          emails: config.adminNotifyEmails,
          template_name: 'emailSender_function.html',
          subject: NEW_CLIENT_SUBJECT,
          data: {
            subject_title: NEW_CLIENT_SUBJECT,
            salutation: input.salutation,
            client_firstname: input.first_name,
            client_lastname: input.last_name,
            client_email: input.email,
            client_phone: withCountryCode(input.handphone_no),
            phone_verified: false,
            request_prohelp: input.prohelp ? 'Yes' : 'No',
            ...(input.lead ? { lead_source: input.lead } : {}),
            ...(input.affiliate_code ? { affiliate_code: input.affiliate_code } : {}),
          },
        },
        { publicUrl: config.publicUrl },
      );
      const token = await issueAccountToken(tx, user.id, 'verify_email', EMAIL_VERIFY_TTL_MS);
      await sendLinkEmail(
        tx,
        'verify_email',
        { email: user.email, firstName: user.firstName },
        token,
        config.publicUrl,
        verifyEmailTemplateFor(input.lead),
      );
      await sendPhoneCode(tx, user.id, input.handphone_no, {
        ip: sessionOptions.ip ?? 'unknown',
        limits: config.smsLimits,
      });
      const session = await createSession(tx, user.id, false, sessionOptions);
      await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
      return { session, userId: user.id };
    });
  } catch (e) {
    // Two submissions at once: the second meets the unique index instead of the check above.
    const constraint = uniqueViolation(e);
    if (constraint?.includes('email'))
      throw new AppError('CONFLICT', m.emailTaken, [{ field: 'email', message: m.emailTaken }]);
    if (constraint?.includes('handphone'))
      throw new AppError('CONFLICT', m.phoneTaken, [{ field: 'handphone_no', message: m.phoneTaken }]);
    throw e;
  }
}
