import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { queryRows } from './client.js';
import { isoTime, type JsonRow, rowFromJson, rowJson } from './json-rows.js';
import { ezcashTransactions } from './schema/rewards.js';
import { users } from './schema/accounts.js';
import { createUser } from './seed/factories.js';

/** Decision 025: a row read back from JSON is the row the query builder reads. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rowFromJson', () => {
  it('reads timestamps, bigint amounts, booleans and nulls as the query builder does', async () => {
    const db = t.database.db;
    const user = await createUser(db, { role: 'client', email: 'json@rows.sg' });
    await db.insert(ezcashTransactions).values({
      clientId: user.id,
      ezcashAmount: 9_007_199_254_740_991,
      approvalStatus: 'Approved',
      operator: 'increment',
      ezcashCategory: 'Referral',
      ezcashInfo: 'large',
      createdAt: new Date('2026-11-27T10:11:12.345Z'),
    });
    for (const [table, where] of [
      [users, eq(users.id, user.id)],
      [ezcashTransactions, eq(ezcashTransactions.clientId, user.id)],
    ] as const) {
      const [built] = await db.select().from(table).where(where);
      const [json] = await queryRows<{ row: JsonRow }>(
        db,
        sql`select ${rowJson(table)} as row from ${table} where ${where}`,
      );
      expect(rowFromJson(table, json?.row ?? [])).toEqual(built);
    }
  });

  it('refuses an array that does not list every column of the table', () => {
    expect(() => rowFromJson(users, ['only-an-id'])).toThrow('a JSON row of 1 values');
  });

  it("writes PostgreSQL's JSON timestamps as the API does", () => {
    expect(isoTime('2026-11-27T23:23:25.912997+00:00')).toBe('2026-11-27T23:23:25.912Z');
    expect(isoTime('2026-11-28T07:23:25+08:00')).toBe('2026-11-27T23:23:25.000Z');
  });
});

describe('isoTime', () => {
  it('writes every UTC form PostgreSQL uses as Date.toISOString does', () => {
    for (const fraction of ['', '.9', '.91', '.912', '.9129', '.91299', '.912997', '.000001', '.999999']) {
      const expected = new Date(`2026-02-28T23:59:59${fraction}+00:00`).toISOString();
      for (const offset of ['+00:00', '+00'])
        for (const separator of ['T', ' '])
          expect(isoTime(`2026-02-28${separator}23:59:59${fraction}${offset}`)).toBe(expected);
    }
    for (const other of ['2026-11-28T07:23:25.5+08:00', '2026-11-27T23:23:25-05:30'])
      expect(isoTime(other), other).toBe(new Date(other).toISOString());
  });
});
