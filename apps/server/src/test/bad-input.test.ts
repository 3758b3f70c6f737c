import { quotationEditMessages } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLog, quotationItems } from '../db/schema/index.js';
import { seedCatalogue } from '../db/seed/catalogue.js';
import { projectWithQuotation } from '../modules/projects/project-area.test-helpers.js';
import { findNulCharacter, withoutNul } from '../platform/input-guard.js';
import { createTestApp, loginAs, type TestApp } from './test-app.js';

/** Issue 15 item 4: no 500 from bad input; money columns hold any realistic amount. */
let t: TestApp;
let client: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  client = await loginAs(t, 'client');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie: client.cookie },
    ...(payload ? { payload } : {}),
  });

describe('a NUL byte anywhere in a request', () => {
  it('in a body field: 400 naming the field, and nothing saved', async () => {
    const res = await inject('POST', '/client', { nationality: 'Singapor\u0000ean' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'nationality must not contain a NUL character.',
      errors: [{ field: 'nationality', message: 'nationality must not contain a NUL character.' }],
    });
    expect(
      (await inject('GET', '/client')).json<{ result: { nationality: unknown } }>().result.nationality,
    ).toBeNull();
  });

  it('in a nested field, an object key, a path parameter or a query parameter: 400, never 500', async () => {
    const nested = await inject('POST', '/design-now/projects', {
      creation_key: 'nul-key-0001',
      dnStage: 1,
      questionnaire: { property_type: 'HD\u0000B' },
      checkpoint: {},
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('questionnaire.property_type must not contain a NUL character.');
    const key = await inject('POST', '/activity', { action: 'view', ['a\u0000pi']: 'x' });
    expect(key.statusCode).toBe(400);
    const path = await inject('GET', '/projects/a%00b/payments');
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toBe('id must not contain a NUL character.');
    const query = await inject('GET', '/projects/drafts?search=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('search must not contain a NUL character.');
    expect(await t.database.db.select().from(errorLog)).toEqual([]);
  });

  it('the error log can record a message or address that carries one', () => {
    expect(withoutNul('/api/v1/x\u0000y')).toBe('/api/v1/xy');
  });
});

describe('numbers no column holds', () => {
  it('a page past any list: 400 with a clear message', async () => {
    const res = await inject('GET', '/client-projects?page=99999999999999999999');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('page must be at most 1,000,000.');
  });

  it('a quotation quantity of 10,000,000 hundredths: 400 "Quantity must be at most 10,000."', async () => {
    const p = await projectWithQuotation(t, client.cookie);
    const details = (await inject('GET', `/projects/${p._id}/quotation/details`)).json<{
      result: { items: { _id: string }[] };
    }>().result;
    const res = await inject('PATCH', `/projects/${p._id}/quotation/items/${details.items[0]!._id}`, {
      quantity_hundredths: 10_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(quotationEditMessages.quantityTooLarge);
  });

  it('money and money-derived columns hold amounts past 32 bits (bigint cents)', async () => {
    const p = await projectWithQuotation(t, client.cookie);
    const [item] = await t.database.db
      .select()
      .from(quotationItems)
      .where(eq(quotationItems.projectId, p._id));
    const big = 3_000_000_000_00;
    await t.database.db
      .update(quotationItems)
      .set({ price: big, competitorPrice: big, pricePerQuantity: big, quantityHundredths: 2_147_483_648 })
      .where(eq(quotationItems.id, item!.id));
    const [back] = await t.database.db.select().from(quotationItems).where(eq(quotationItems.id, item!.id));
    expect(back).toMatchObject({
      price: big,
      competitorPrice: big,
      pricePerQuantity: big,
      quantityHundredths: 2_147_483_648,
    });
  });
});

/** Issue 15 item 10: the raw validator texts the tester quoted, over HTTP. */
describe('validation messages in the spec words', () => {
  const raw = /Invalid input|Too big|Too small|expected|received|Invalid option|discriminator/;
  const post = (url: string, payload: object, cookie = client.cookie) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });

  it('an over-long lead: "lead must be at most 64 characters."', async () => {
    const res = await post('/enquiries/ebook', { name: 'Mei', email: 'mei@test.sg', lead: 'x'.repeat(65) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'lead must be at most 64 characters.',
      errors: [{ field: 'lead', message: 'lead must be at most 64 characters.' }],
    });
  });

  it('a missing field: "{field} is required."', async () => {
    const res = await post('/login', { identity: 'mei@test.sg' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password is required.');
  });

  it('an unknown decision: "decision must be one of: approve, decline."', async () => {
    const admin = await loginAs(t, 'admin', { permissions: ['transaction'] });
    const res = await post('/admin/payments/none/review', { decision: 'maybe' }, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('decision must be one of: approve, decline.');
  });

  it('an unknown option in a query: the options, not zod text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pages?kind=blog' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'kind must be one of: terms, about, article, service, material, rewards.',
    );
  });

  it('wrong types everywhere: no raw validator text in any message', async () => {
    for (const payload of [{}, { name: 1, email: [], lead: {} }, { name: 'x'.repeat(500), email: 'x' }]) {
      const res = await post('/enquiries/ask-a-pro', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors: { message: string }[] }>();
      for (const m of [body.message, ...body.errors.map((e) => e.message)]) expect(m).not.toMatch(raw);
    }
  });
});

describe('the NUL check and raw bytes', () => {
  it('does not walk an upload part byte by byte (a 4 MB part of zeros is content, not text)', () => {
    const started = performance.now();
    expect(findNulCharacter(Buffer.alloc(4_000_000))).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
