import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles, sessions, users } from '../../db/schema/accounts.js';
import { createUser } from '../../db/seed/factories.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, {
    role: 'client',
    email: 'Wei@Example.sg',
    password: 'Secret123',
    handphoneNo: '91230000',
    firstName: 'Wei',
  });
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/login', payload });

describe('sign-in providers', () => {
  it('answers whether Google sign-in is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json()).toEqual({ success: true, result: { google: t.config.google !== undefined } });
  });
});

describe('sessions', () => {
  it('signs in by e-mail (any case) and by mobile, answering the role', async () => {
    const byEmail = await login({ identity: 'wei@example.sg', password: 'Secret123' });
    expect(byEmail.json()).toEqual({ success: true, result: { role: 'client' } });
    const cookie = byEmail.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await login({ identity: '91230000', password: 'Secret123' })).statusCode).toBe(200);
  });

  it('answers the messages the Sign In dialog maps (spec §8 "Login")', async () => {
    const unknown = await login({ identity: 'nobody@example.sg', password: 'Secret123' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('User does not exist');
    expect((await login({ identity: 'wei@example.sg', password: 'wrong' })).json().message).toBe(
      'Wrong password',
    );
    expect((await login({ identity: '71234567', password: 'x' })).json().message).toBe(
      'Invalid Phone Number',
    );
  });

  it('stores only a hash of the session token and an argon2id password hash', async () => {
    const res = await login({ identity: 'wei@example.sg', password: 'Secret123', remember: true });
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'wei@example.sg'));
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('reads the session from the cookie or a bearer token, and revoke ends it', async () => {
    const res = await login({ identity: 'wei@example.sg', password: 'Secret123' });
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(me.json().result).toMatchObject({ role: 'client', email: 'wei@example.sg', first_name: 'Wei' });
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/v1/revoke', cookies: { [SESSION_COOKIE]: token } });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended, please re-login');
  });
});

describe('billing address at login (spec §6)', () => {
  // Its own address, so the per-IP login limit of the tests above does not apply here.
  const login = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login', payload, remoteAddress: '10.9.8.7' });
  const profileOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ profile: clientProfiles })
      .from(users)
      .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(eq(users.email, email));
    return row?.profile;
  };

  it("updates the client's billing address when the login supplies one", async () => {
    await createUser(t.database.db, { role: 'client', email: 'bill@example.sg', password: 'Secret123' });
    expect((await login({ identity: 'bill@example.sg', password: 'Secret123' })).statusCode).toBe(200);
    expect((await profileOf('bill@example.sg'))?.billingAddress ?? null).toBeNull();
    const billing = { billing_address: '10 Bayfront Avenue', postal_code: '018956', unit_number: '#12-34' };
    expect((await login({ identity: 'bill@example.sg', password: 'Secret123', billing })).statusCode).toBe(
      200,
    );
    expect(await profileOf('bill@example.sg')).toMatchObject({
      billingAddress: '10 Bayfront Avenue',
      postalCode: '018956',
      unitNumber: '#12-34',
    });
  });

  it('changes nothing on a wrong password or a bad postal code', async () => {
    await createUser(t.database.db, { role: 'client', email: 'nobill@example.sg', password: 'Secret123' });
    const billing = { billing_address: '1 Fake Street', postal_code: '018956' };
    expect((await login({ identity: 'nobill@example.sg', password: 'Wrong1234', billing })).statusCode).toBe(
      401,
    );
    const bad = await login({
      identity: 'nobill@example.sg',
      password: 'Secret123',
      billing: { billing_address: '1 Fake Street', postal_code: '18956' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await profileOf('nobill@example.sg'))?.billingAddress ?? null).toBeNull();
  });

  it("ignores billing on another role's login", async () => {
    await createUser(t.database.db, { role: 'merchant', email: 'shop@example.sg', password: 'Secret123' });
    const billing = { billing_address: '1 Fake Street' };
    expect((await login({ identity: 'shop@example.sg', password: 'Secret123', billing })).statusCode).toBe(
      200,
    );
  });
});
