import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** The password of every client a journey registers. */
export const FRESH_PASSWORD = 'Start1234';

/**
 * Registers a new client through the API, for a journey that must not share the demo client with the
 * journeys running beside it (its projects, its newest payment, its active project). The e-mail is
 * `{prefix}-{stamp}@e2e.sg` and the mobile `8` or `9` and the same 7-digit stamp, random, so parallel
 * journeys do not collide. Registration signs `request` in when it keeps cookies (a page's request).
 */
export async function registerFreshClient(
  request: APIRequestContext,
  who: { prefix: string; firstName: string; lastName?: string; salutation?: 'Mr' | 'Ms' },
): Promise<{ email: string; stamp: string }> {
  const stamp = String(randomInt(10_000_000)).padStart(7, '0');
  const email = `${who.prefix}-${stamp}@e2e.sg`;
  const res = await request.post('/api/v1/register', {
    data: {
      salutation: who.salutation ?? 'Ms',
      first_name: who.firstName,
      last_name: who.lastName ?? 'Tester',
      email,
      handphone_no: `${randomInt(8, 10)}${stamp}`,
      password: FRESH_PASSWORD,
      confirm_password: FRESH_PASSWORD,
      terms: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, stamp };
}

/** Signs `request` in as `email` through the API. */
export async function signInByApi(request: APIRequestContext, email: string, password = FRESH_PASSWORD) {
  const res = await request.post('/api/v1/login', { data: { identity: email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}
