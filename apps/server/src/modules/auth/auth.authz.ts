import type { AuthzRow } from '../../test/authz/authz-table.js';

/** Sign-in, sessions and password change (issue 15 authorization table). */
export const authAuthz: AuthzRow[] = [
  {
    route: 'POST /api/v1/login',
    request: (w) => ({
      url: '/api/v1/login',
      payload: { identity: w.actors.client.email, password: 'Test1234', remember: false },
    }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
    why: "Anyone holding the client's password signs in as the client; the caller's own session is irrelevant.",
  },
  {
    route: 'POST /api/v1/revoke',
    request: async (w, role) => {
      const cookie = await w.signIn(role);
      return { url: '/api/v1/revoke', ...(cookie ? { headers: { cookie } } : {}) };
    },
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
    why: 'Signing out ends only the session sent (a new one here, so the table keeps its own).',
  },
  {
    route: 'GET /api/v1/auth/me',
    request: () => ({ url: '/api/v1/auth/me' }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
    why: 'A visitor gets a null user, not an error (issue 19).',
  },
  {
    route: 'POST /api/v1/auth/change-password',
    request: () => ({
      url: '/api/v1/auth/change-password',
      payload: { current_password: 'Wrong1234', password: 'Test5678', confirm_password: 'Test5678' },
    }),
    expect: {
      visitor: 401,
      client: 400,
      otherClient: 400,
      merchant: 400,
      otherMerchant: 400,
      projectManager: 400,
      admin: 400,
    },
    why: "Every signed-in user changes their own password; the wrong current password is refused (and keeps the table's sessions).",
  },
  {
    route: 'GET /api/v1/auth/providers',
    request: () => ({ url: '/api/v1/auth/providers' }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'GET /api/v1/auth/google',
    request: () => ({ url: '/api/v1/auth/google' }),
    expect: {
      visitor: 503,
      client: 503,
      otherClient: 503,
      merchant: 503,
      otherMerchant: 503,
      projectManager: 503,
      admin: 503,
    },
    why: 'Google sign-in is not configured in the tests: "not configured" for everyone.',
  },
  {
    route: 'GET /api/v1/auth/google/callback',
    request: () => ({ url: '/api/v1/auth/google/callback?code=x&state=y' }),
    expect: {
      visitor: 503,
      client: 503,
      otherClient: 503,
      merchant: 503,
      otherMerchant: 503,
      projectManager: 503,
      admin: 503,
    },
  },
];
