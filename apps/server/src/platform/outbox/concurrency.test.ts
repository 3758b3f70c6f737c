import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { claimDue, recordFailure, recordSent } from './claim.js';
import { enqueueEmail } from './enqueue.js';
import { startSmtpPeer, type SmtpPeer } from './testing/smtp-peer.js';
import { createOutboxWorker, type OutboxWorker } from './worker.js';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where claims run on separate connections at once; on
// PGlite they are serialised and must still hold.
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.delete(outboxMessages);
  smtp.messages.length = 0;
  smtp.delayMs = 0;
});

const enqueueMany = async (n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push(
      await enqueueEmail(t.database.db, {
        email: `client${i}@test.sg`,
        template_name: 'general_notice',
        subject: `Message ${i}`,
        data: { title: `Message ${i}`, paragraphs: ['Hello'] },
      }),
    );
  }
  return ids;
};

/** Runs passes until the worker finds nothing due; resolves to the messages it handled. */
const drain = async (worker: OutboxWorker) => {
  let handled = 0;
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) handled += n;
  return handled;
};

describe('several workers at once', () => {
  it('deliver each message exactly once', async () => {
    const ids = await enqueueMany(30);
    smtp.delayMs = 15;
    const workers = [0, 1, 2].map(() => createOutboxWorker(t, { pollMs: 1000, batchSize: 4 }));
    const handled = await Promise.all(workers.map(drain));
    await Promise.all(workers.map((w) => w.stop()));

    expect(handled.reduce((a, b) => a + b, 0)).toBe(30);
    if (t.database.driver === 'postgres') expect(handled.filter((n) => n > 0).length).toBeGreaterThan(1);
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await t.database.db.select().from(outboxMessages);
    expect(
      rows
        .filter((r) => r.status === 'sent')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('claim disjoint rows when they claim at the same moment', async () => {
    await enqueueMany(24);
    const claims = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() => claimDue(t.database.db, ['email'], 5, 60_000)),
    );
    const claimed = claims.flat().map((m) => m.id);
    expect(claimed).toHaveLength(24);
    expect(new Set(claimed).size).toBe(24);
  });

  it('let only the worker whose lock still stands record the outcome', async () => {
    const [id] = await enqueueMany(1);
    const [first] = await claimDue(t.database.db, ['email'], 1, 60_000);
    if (!first || !id) throw new Error('nothing claimed');
    // The first worker stalls past its lock; a second one takes the message over.
    await t.database.db
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.id, id));
    const [second] = await claimDue(t.database.db, ['email'], 1, 60_000);
    expect(second?.id).toBe(id);

    await recordFailure(t.database.db, first, 'late answer from the stalled worker');
    await recordSent(t.database.db, first, undefined);
    const [untouched] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(untouched).toMatchObject({ status: 'sending', attempts: 0, lastError: null });

    if (second) await recordSent(t.database.db, second, undefined);
    const [sent] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(sent?.status).toBe('sent');
  });
});
