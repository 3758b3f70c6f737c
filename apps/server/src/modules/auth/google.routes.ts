import { accountMessages, ApiFailure } from '@reno/domain';
import { decodeIdToken, generateCodeVerifier, generateState, Google } from 'arctic';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { GoogleClaims, GoogleSignInRefused, signInWithGoogle } from './google.service.js';
import { setSessionCookie } from './session-cookie.js';

const STATE_COOKIE = 'google_oauth_state';
const VERIFIER_COOKIE = 'google_code_verifier';
const RETURN_COOKIE = 'google_return_to';
const COOKIE_PATH = '/api/v1/auth/google';

/** Only same-site paths, so the sign-in cannot be used to bounce a visitor to another site. */
const ReturnTo = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .max(500)
  .optional()
  .catch(undefined);

/**
 * Google sign-in (issue 3 item 1): authorization code with PKCE through `arctic`. The state and the
 * verifier wait in short-lived httpOnly cookies scoped to these two routes. Without GOOGLE_CLIENT_ID
 * and GOOGLE_CLIENT_SECRET both answer 503 "Google sign-in is not configured".
 */
export async function googleRoutes(app: AppInstance, ctx: AppContext) {
  const { config } = ctx;
  const google = config.google
    ? new Google(
        config.google.clientId,
        config.google.clientSecret,
        `${config.publicUrl}${COOKIE_PATH}/callback`,
      )
    : undefined;
  const cookie = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: 600,
  } as const;
  const notConfigured = (reply: FastifyReply) =>
    reply.status(503).send({ success: false, message: accountMessages.googleNotConfigured });
  const response = { 503: ApiFailure };
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  app.get(
    '/auth/google',
    { config: limit, schema: { tags: ['auth'], querystring: z.object({ returnTo: ReturnTo }), response } },
    async (request, reply) => {
      if (!google) return notConfigured(reply);
      const state = generateState();
      const verifier = generateCodeVerifier();
      const url = google.createAuthorizationURL(state, verifier, ['openid', 'profile', 'email']);
      reply.setCookie(STATE_COOKIE, state, cookie).setCookie(VERIFIER_COOKIE, verifier, cookie);
      if (request.query.returnTo) reply.setCookie(RETURN_COOKIE, request.query.returnTo, cookie);
      return reply.redirect(url.toString());
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: limit,
      schema: {
        tags: ['auth'],
        querystring: z.object({ code: z.string().optional(), state: z.string().optional() }),
        response,
      },
    },
    async (request, reply) => {
      if (!google) return notConfigured(reply);
      const { code, state } = request.query;
      const verifier = request.cookies[VERIFIER_COOKIE];
      const returnTo = ReturnTo.parse(request.cookies[RETURN_COOKIE]);
      for (const name of [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE])
        reply.clearCookie(name, { path: COOKIE_PATH });
      // The web shows its Google failure message when it lands with login_error=google.
      const failed = () => reply.redirect(`${config.publicUrl}/?login_error=google`);
      if (!code || !state || !verifier || state !== request.cookies[STATE_COOKIE]) return failed();
      try {
        const tokens = await google.validateAuthorizationCode(code, verifier);
        const claims = GoogleClaims.parse(decodeIdToken(tokens.idToken()));
        const result = await signInWithGoogle(ctx.database.db, claims, config, {
          sessionDays: config.sessionDays,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        setSessionCookie(reply, config, result.session);
        return reply.redirect(`${config.publicUrl}${returnTo ?? result.home}`);
      } catch (e) {
        request.log.warn({ err: e instanceof GoogleSignInRefused ? e.message : e }, 'Google sign-in failed');
        return failed();
      }
    },
  );
}
