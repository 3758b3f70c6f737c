import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PREPARED_PER_CONNECTION, plannedPerRun, preparedByText } from './client.js';

/** A connection that records what it was asked to run. */
function fakeConnection() {
  const sent: unknown[] = [];
  const client = { query: (q: unknown) => (sent.push(q), Promise.resolve({ rows: [] })) };
  preparedByText(client as unknown as Pick<pg.PoolClient, 'query'>);
  const run = (q: unknown, values?: unknown[]) =>
    (client.query as (q: unknown, v?: unknown[]) => unknown)(q, values);
  return { sent, run };
}
const nameOf = (q: unknown) => (q as { name?: string }).name;

describe('statements with parameters run as named prepared statements (issue 19)', () => {
  it('names the same text the same way, whichever way the values come', async () => {
    const { sent, run } = fakeConnection();
    await run({ text: 'select * from projects where id = $1' }, ['p1']);
    await run({ text: 'select * from projects where id = $1', values: ['p2'] });
    await run({ text: 'select * from users where id = $1' }, ['u1']);
    expect(nameOf(sent[0])).toMatch(/^p_[0-9a-f]{40}$/);
    expect(nameOf(sent[1])).toBe(nameOf(sent[0]));
    expect(nameOf(sent[2])).not.toBe(nameOf(sent[0]));
  });

  it('leaves statements without parameters, named ones and cursors as they are', async () => {
    const { sent, run } = fakeConnection();
    await run('BEGIN');
    await run({ text: 'select 1' }, []);
    await run({ text: 'select $1', name: 'mine' }, [1]);
    const cursor = { text: 'select $1', values: [1], submit: () => undefined };
    await run(cursor);
    expect(sent[0]).toBe('BEGIN');
    expect(nameOf(sent[1])).toBeUndefined();
    expect(nameOf(sent[2])).toBe('mine');
    expect(sent[3]).toBe(cursor);
  });

  it('leaves a statement planned per run unnamed, so PostgreSQL plans it for its values (decision 026)', async () => {
    const { sent, run } = fakeConnection();
    const search = new PgDialect().sqlToQuery(
      plannedPerRun(sql`select id from receipts where name ilike ${'%tan%'}`),
    );
    await run({ text: search.sql }, search.params);
    expect(nameOf(sent[0])).toBeUndefined();
    expect((sent[0] as { text: string }).text).toMatch(/^\/\* planned per run \*\/ select/);
  });

  it('prepares at most a fixed number per connection, and keeps running the ones it has', async () => {
    const { sent, run } = fakeConnection();
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i++) await run({ text: `select $1 + ${i}` }, [i]);
    await run({ text: 'select $1 + 0' }, [1]);
    expect(sent.slice(0, PREPARED_PER_CONNECTION).every((q) => nameOf(q))).toBe(true);
    expect(nameOf(sent[PREPARED_PER_CONNECTION])).toBeUndefined();
    expect(nameOf(sent[PREPARED_PER_CONNECTION + 1])).toBe(nameOf(sent[0]));
  });
});
