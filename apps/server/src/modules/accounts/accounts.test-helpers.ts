import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import type { TestApp } from '../../test/test-app.js';

let counter = 0;
/** A valid Register form with a unique e-mail and mobile. */
export function newClientForm(patch: Record<string, unknown> = {}) {
  counter += 1;
  const n = randomInt(1_000_000, 10_000_000);
  const mobile = `9${n}`;
  return {
    salutation: 'Ms',
    first_name: 'Wei Ling',
    last_name: 'Tan',
    email: `Client.${counter}.${n}@Example.sg`,
    handphone_no: mobile,
    password: 'Secret123',
    confirm_password: 'Secret123',
    terms: true,
    prohelp: true,
    lead: 'g',
    ...patch,
  };
}

/**
 * Registers through the route. Each registration comes from its own address unless one is given: the
 * SMS code it sends counts against a per-address limit (issue 15) that a test file would otherwise reach.
 */
export async function register(t: TestApp, form: Record<string, unknown>, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: form,
    remoteAddress: remoteAddress ?? `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { res, cookie: cookie ? `${SESSION_COOKIE}=${cookie.value}` : '' };
}

interface OutboxRow {
  channel: string;
  recipients: string[];
  template_name: string | null;
  subject: string | null;
  body: string;
  data: Record<string, unknown> | null;
}

/** The outbox as the e2e reads it (raw SQL: the outbox table belongs to another module). */
export const outboxFor = (t: TestApp, recipient: string) =>
  queryRows<OutboxRow>(
    t.database.db,
    sql`SELECT channel, recipients, template_name, subject, body, data FROM outbox_messages
        WHERE recipients @> ${JSON.stringify([recipient])}::jsonb ORDER BY created_at, id`,
  );

export const outboxCount = async (t: TestApp) =>
  Number(
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM outbox_messages`))[0]
      ?.n ?? 0,
  );

/** The newest SMS code sent to a mobile: the 6 digits in the body. */
export async function lastSmsCode(t: TestApp, mobile: string) {
  const sms = (await outboxFor(t, `65${mobile}`)).filter((r) => r.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** The token of the newest link e-mail of that template sent to the address. */
export async function lastLinkToken(t: TestApp, email: string, template: string) {
  const mails = (await outboxFor(t, email)).filter((r) => r.template_name === template);
  const token = /token=([\w%-]+)/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${template} link for ${email}`);
  return decodeURIComponent(token);
}
