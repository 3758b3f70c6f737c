import type { TestApp } from '../../test/test-app.js';
import { body, create, project } from './projects.test-helpers.js';

/** A client's project with its quotation saved (Design Now stage 18 saves the item list). */
export async function projectWithQuotation(t: TestApp, cookie: string) {
  const res = await create(t, cookie, body(18));
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return project(res);
}
