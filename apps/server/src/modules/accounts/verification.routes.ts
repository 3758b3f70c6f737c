import {
  accountMessages as m,
  ConfirmEmailRequest,
  ResendVerifyEmailRequest,
  SendPhoneCodeRequest,
  VerifyPhoneRequest,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { identityLimiter } from '../auth/identity-limit.js';
import { confirmEmail, resendVerificationLink } from './email-verification.service.js';
import { requestPhoneCode, verifyPhoneCode } from './phone-verification.service.js';

/** SMS codes (signed-in client, their own account) and e-mail links (visitors: the link is the proof). */
export async function verificationRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const response = envelope(z.null());
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const verifyPerPhone = identityLimiter(app, 'otp', 20, '15 minutes');

  app.post(
    '/notify/phone',
    { config: limit(10), schema: { tags: ['accounts'], body: SendPhoneCodeRequest, response } },
    async (request) => {
      const user = requireRole(request, 'client');
      await requestPhoneCode(db, user._id, request.body.phone, {
        ip: request.ip,
        limits: ctx.config.smsLimits,
      });
      return ok(null, m.codeSent);
    },
  );

  app.post(
    '/notify/phone/verify',
    { config: limit(20), schema: { tags: ['accounts'], body: VerifyPhoneRequest, response } },
    async (request) => {
      const user = requireRole(request, 'client');
      await verifyPerPhone.guard(request, () =>
        verifyPhoneCode(db, user._id, request.body.phone, request.body.code),
      );
      return ok(null, m.phoneVerified);
    },
  );

  app.post(
    '/verifyemail',
    { config: limit(10), schema: { tags: ['accounts'], body: ResendVerifyEmailRequest, response } },
    async (request) => {
      await resendVerificationLink(db, request.body.email, ctx.config.publicUrl);
      return ok(null, m.linkSent);
    },
  );

  app.post(
    '/verifyemail/confirm',
    { config: limit(20), schema: { tags: ['accounts'], body: ConfirmEmailRequest, response } },
    async (request) => {
      await confirmEmail(db, request.body.token);
      return ok(null, m.emailVerified);
    },
  );
}
