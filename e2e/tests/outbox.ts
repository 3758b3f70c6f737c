import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

export interface OutboxItem {
  recipients: string[];
  body: string;
  templateName: string | null;
}

/** A request context signed in as the demo admin, for reading the Outbox beside the page under test. */
export async function demoAdminContext(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  await admin.post('/api/v1/login', { data: { identity: 'admin@demo.sg', password: DEMO_PASSWORD } });
  return admin;
}

/** Polls the admin Outbox for a message to `recipient` and picks a value from it (an SMS code, a link). */
export async function fromOutbox(
  admin: APIRequestContext,
  channel: 'email' | 'sms',
  recipient: string,
  pick: (m: OutboxItem) => string | undefined,
) {
  let found = '';
  await expect
    .poll(async () => {
      const res = await admin.get(
        `/api/v1/admin/outbox?channel=${channel}&search=${encodeURIComponent(recipient)}`,
      );
      const items = ((await res.json()) as { result: { items: OutboxItem[] } }).result.items;
      found =
        items
          .filter((m) => m.recipients.includes(recipient))
          .map(pick)
          .find(Boolean) ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
