import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Registers and signs in a new client through `request` (a page's request shares its cookies).
 * Parallel journeys must not share the demo client: Design Now resumes its active project.
 */
export async function signInFreshClient(request: APIRequestContext, prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const email = `${prefix}-${stamp}@e2e.sg`;
  const registered = await request.post('/api/v1/register', {
    data: {
      salutation: 'Ms',
      first_name: 'Dash',
      last_name: 'Tester',
      email,
      handphone_no: `8${stamp}`,
      password: 'Start1234',
      confirm_password: 'Start1234',
      terms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/v1/login', { data: { identity: email, password: 'Start1234' } });
  expect(login.ok(), await login.text()).toBe(true);
  return email;
}
