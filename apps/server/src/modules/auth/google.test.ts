import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { createUser } from '../../db/seed/factories.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://ezreno.example.sg',
    GOOGLE_CLIENT_ID: 'client-id',
    GOOGLE_CLIENT_SECRET: 'secret',
  });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** Google's token endpoint is the outside world: answer it as Google would, with an ID token. */
const googleAnswers = (claims: object) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: `${b64({ alg: 'RS256' })}.${b64(claims)}.sig`,
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
  );

/** Starts the flow like the browser, then comes back from Google with a code. */
async function signIn(claims: object, returnTo?: string, tamper = false) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/google${returnTo ? `?returnTo=${returnTo}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  expect(location.origin).toBe('https://accounts.google.com');
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  const cookies = Object.fromEntries(start.cookies.map((c) => [c.name, c.value]));
  expect(start.cookies.every((c) => c.httpOnly)).toBe(true);
  const state = tamper ? 'forged' : location.searchParams.get('state');
  const fetch = googleAnswers(claims);
  const back = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/google/callback?code=abc&state=${state}`,
    cookies,
  });
  return { back, fetch, session: back.cookies.find((c) => c.name === SESSION_COOKIE)?.value };
}

describe('Google sign-in (issue 3 item 1; PKCE through arctic)', () => {
  it('registers a new client from a verified Google e-mail and returns to the page', async () => {
    const { back, session } = await signIn(
      { sub: 'g-1', email: 'New@Gmail.com', email_verified: true, given_name: 'Ah', family_name: 'Beng' },
      '/shopez',
    );
    expect(back.headers.location).toBe('https://ezreno.example.sg/shopez');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { [SESSION_COOKIE]: session ?? '' },
    });
    expect(me.json().result).toMatchObject({
      role: 'client',
      email: 'new@gmail.com',
      email_verified: true,
      first_name: 'Ah',
    });
    const again = await signIn({ sub: 'g-1', email: 'new@gmail.com', email_verified: true });
    expect(again.back.headers.location).toBe('https://ezreno.example.sg/client-dashboard');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'new@gmail.com'))).toHaveLength(1);
  });

  it('links an existing client by verified e-mail', async () => {
    const user = await createUser(t.database.db, {
      role: 'client',
      email: 'wei@gmail.com',
      password: 'Secret123',
    });
    const { back } = await signIn({ sub: 'g-2', email: 'wei@gmail.com', email_verified: true });
    expect(back.headers.location).toBe('https://ezreno.example.sg/client-dashboard');
    const [profile] = await t.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, user.id));
    expect(profile?.googleAuthKey).toEqual({ sub: 'g-2', email: 'wei@gmail.com' });
  });

  it('refuses a forged state, an unverified e-mail and a non-client account', async () => {
    const failed = 'https://ezreno.example.sg/?login_error=google';
    const forged = await signIn({ sub: 'g-3', email: 'x@gmail.com', email_verified: true }, undefined, true);
    expect(forged.back.headers.location).toBe(failed);
    expect(forged.fetch).not.toHaveBeenCalled();
    expect(
      (await signIn({ sub: 'g-4', email: 'y@gmail.com', email_verified: false })).back.headers.location,
    ).toBe(failed);
    await createUser(t.database.db, { role: 'merchant', email: 'shop@gmail.com' });
    const merchant = await signIn({ sub: 'g-5', email: 'shop@gmail.com', email_verified: true });
    expect(merchant.back.headers.location).toBe(failed);
    expect(merchant.session).toBeUndefined();
  });

  it('never redirects to another site', async () => {
    const { back } = await signIn(
      { sub: 'g-1', email: 'new@gmail.com', email_verified: true },
      '//evil.example',
    );
    expect(back.headers.location).toBe('https://ezreno.example.sg/client-dashboard');
  });
});
