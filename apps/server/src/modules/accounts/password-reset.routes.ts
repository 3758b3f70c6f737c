import { accountMessages as m, ForgotPasswordRequest, ResetPasswordRequest } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { requestPasswordReset, setPasswordWithToken } from './password-reset.service.js';

/** Forgot password, reset and set password: open to visitors; the e-mailed link is the proof. */
export async function passwordResetRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const response = envelope(z.null());
  const config = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.post(
    '/reset-password',
    { config, schema: { tags: ['accounts'], body: ForgotPasswordRequest, response } },
    async (request) => {
      await requestPasswordReset(db, request.body.email, ctx.config.publicUrl);
      return ok(null, m.resetSent);
    },
  );

  for (const url of ['/reset-password/confirm', '/set-password']) {
    app.post(
      url,
      { config, schema: { tags: ['accounts'], body: ResetPasswordRequest, response } },
      async (request, reply) => {
        await setPasswordWithToken(db, request.body.token, request.body.password);
        // Every session of the account ended, this browser's too: sign in with the new password.
        clearSessionCookie(reply, ctx.config);
        return ok(null, m.passwordChanged);
      },
    );
  }
}
