import { accountMessages as m, Email, ReferralCode, SgMobileInput } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { AppError } from '../../platform/errors.js';
import { envelope, ok } from '../../platform/reply.js';
import { emailTaken, phoneTaken, referralExists } from './check.service.js';

/** The Register dialog's live checks (spec §7; debounced 1 s by the web). Open to visitors, limited per IP. */
export async function checkRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const response = envelope(z.null());

  app.post(
    '/check/email/:value',
    { config, schema: { tags: ['accounts'], params: z.object({ value: Email }), response } },
    async (request) => {
      if (await emailTaken(db, request.params.value)) throw new AppError('CONFLICT', m.emailTaken);
      return ok(null, m.emailAvailable);
    },
  );

  app.post(
    '/check/phone/:value',
    { config, schema: { tags: ['accounts'], params: z.object({ value: SgMobileInput }), response } },
    async (request) => {
      if (await phoneTaken(db, request.params.value)) throw new AppError('CONFLICT', m.phoneTaken);
      return ok(null, m.phoneAvailable);
    },
  );

  app.post(
    '/check/referral/:code',
    { config, schema: { tags: ['accounts'], params: z.object({ code: ReferralCode }), response } },
    async (request) => {
      if (!(await referralExists(db, request.params.code)))
        throw new AppError('NOT_FOUND', m.invalidReferral);
      return ok(null, m.referralValid);
    },
  );
}
