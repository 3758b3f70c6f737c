import type { SessionUser } from '@reno/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbOrTx, queryRows } from './client.js';
import { files } from './schema/files.js';
import { paymentReceipts, progressiveInvoices } from './schema/payments.js';
import { checkpoints, projects } from './schema/projects.js';
import { createUser } from './seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { canReadFile } from '../modules/files/files.access.js';

/**
 * Decision 029: the project row's copies of its cover and newest payment, kept by migration 0028's
 * triggers, always equal what they copy: the checkpoint's cover file when `canReadFile` lets the
 * project's client read it, and the newest receipt by created_at, then stage. On PGlite this checks
 * the rules; with TEST_DATABASE_URL set it also races two writers on PostgreSQL.
 */
let t: TestApp;
let db: DbOrTx;
let client: { id: string; role: 'client' };
let other: { id: string };
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  client = { id: (await createUser(db, { role: 'client', email: 'copies@test.sg' })).id, role: 'client' };
  other = await createUser(db, { role: 'client', email: 'someone-else@test.sg' });
  admin = await createUser(db, { role: 'admin', email: 'reviewer@test.sg' });
});
const decided = () => ({ decidedBy: admin.id, decidedAt: new Date() });
afterAll(() => t.close());

let n = 0;
const newId = (prefix: string) => `${prefix}_${++n}_${Math.random().toString(36).slice(2, 8)}`;

async function newProject(clientId = client.id) {
  const [p] = await db
    .insert(projects)
    .values({ id: newId('p'), clientId, name: 'Copies Home' })
    .returning();
  return p!;
}

async function newFile(ownerId: string | null, id = newId('f')) {
  await db.insert(files).values({
    id,
    category: 'floorplan',
    storageKey: `copies/${id}`,
    originalName: 'plan.jpg',
    mimeType: 'image/jpeg',
    sizeBytes: 10,
    sha256: id,
    ownerId,
  });
  return id;
}

const floorplanJson = (generatedFileId: string | null, originalFileId?: string) => ({
  floorplan: { generatedFileId, image: { originalFileId } },
});

async function saveCheckpoint(projectId: string, json: Record<string, unknown>) {
  const values = { projectId, clientId: client.id, json, dnStage: 18 };
  await db
    .insert(checkpoints)
    .values(values)
    .onConflictDoUpdate({ target: checkpoints.projectId, set: values });
}

/** A receipt (with the invoice it pays) created at `minute` minutes past a fixed hour. */
async function addReceipt(
  tx: DbOrTx,
  projectId: string,
  stage: number,
  status: 'Paid' | 'Approved' | 'Declined',
  minute: number,
) {
  // One invoice per project and stage; a receipt paid again reuses it.
  const [existing] = await tx
    .select({ id: progressiveInvoices.id })
    .from(progressiveInvoices)
    .where(and(eq(progressiveInvoices.projectId, projectId), eq(progressiveInvoices.stage, stage)));
  const invoiceId = existing?.id ?? newId('inv');
  if (!existing)
    await tx.insert(progressiveInvoices).values({
      id: invoiceId,
      invoiceNo: 100_000 + n,
      projectId,
      clientId: client.id,
      stage,
      amountCents: 15_000,
      status,
    });
  const [receipt] = await tx
    .insert(paymentReceipts)
    .values({
      id: newId('r'),
      invoiceId,
      projectId,
      clientId: client.id,
      stage,
      paymentMethod: 'PayNow',
      transactionNo: 'TXN',
      amountClaimedCents: 15_000,
      receiptFileId: await newFile(client.id),
      status,
      adminNotes: '',
      ...(status === 'Paid' ? {} : decided()),
      createdAt: new Date(Date.UTC(2026, 11, 7, 10, minute)),
    })
    .returning();
  return receipt!;
}

const copiesOf = async (projectId: string) => {
  const [p] = await db.select().from(projects).where(eq(projects.id, projectId));
  return {
    cover: p!.coverFileId,
    latest: p!.latestPaymentReceiptId,
    stage: p!.latestPaymentStage,
    status: p!.latestPaymentStatus,
    at: p!.latestPaymentAt?.toISOString() ?? null,
  };
};

/** What the copies must say, read from the source rows and the files module's own rule. */
async function truthOf(projectId: string) {
  const [p] = await db.select().from(projects).where(eq(projects.id, projectId));
  const [c] = await db.select().from(checkpoints).where(eq(checkpoints.projectId, projectId));
  const [f] = c?.coverFileId ? await db.select().from(files).where(eq(files.id, c.coverFileId)) : [];
  const viewer = { _id: p!.clientId, role: 'client' } as SessionUser;
  const [r] = await queryRows<{ id: string; stage: number; status: string; created_at: Date | string }>(
    db,
    sql`select id, stage, status, created_at from payment_receipts where project_id = ${projectId}
        order by created_at desc, stage desc limit 1`,
  );
  return {
    cover: f && canReadFile(viewer, f) ? f.id : null,
    latest: r?.id ?? null,
    stage: r?.stage ?? null,
    status: r?.status ?? null,
    at: r ? new Date(r.created_at).toISOString() : null,
  };
}

const expectTrue = async (projectId: string) =>
  expect(await copiesOf(projectId)).toEqual(await truthOf(projectId));

describe("the project row's cover copy", () => {
  it('is the checkpoint cover when the client owns the file, and follows the document', async () => {
    const p = await newProject();
    expect(await copiesOf(p.id)).toMatchObject({ cover: null });
    const uploaded = await newFile(client.id);
    await saveCheckpoint(p.id, floorplanJson(null, uploaded));
    expect((await copiesOf(p.id)).cover).toBe(uploaded);
    // The generated plan comes first (checkpoints.cover_file_id's rule).
    const generated = await newFile(client.id);
    await saveCheckpoint(p.id, floorplanJson(generated, uploaded));
    expect((await copiesOf(p.id)).cover).toBe(generated);
    await expectTrue(p.id);
    await db.delete(checkpoints).where(eq(checkpoints.projectId, p.id));
    expect((await copiesOf(p.id)).cover).toBeNull();
  });

  it("is null for someone else's file, a missing file, or no floorplan", async () => {
    const p = await newProject();
    await saveCheckpoint(p.id, floorplanJson(await newFile(other.id)));
    expect((await copiesOf(p.id)).cover).toBeNull();
    await saveCheckpoint(p.id, floorplanJson(await newFile(null)));
    expect((await copiesOf(p.id)).cover).toBeNull();
    await saveCheckpoint(p.id, { areas: [] });
    expect((await copiesOf(p.id)).cover).toBeNull();
    await expectTrue(p.id);
  });

  it('appears when the named file is stored after the checkpoint, and goes with its owner', async () => {
    const p = await newProject();
    const later = newId('f');
    await saveCheckpoint(p.id, floorplanJson(later));
    expect((await copiesOf(p.id)).cover).toBeNull();
    await newFile(client.id, later);
    expect((await copiesOf(p.id)).cover).toBe(later);
    await db.update(files).set({ ownerId: other.id }).where(eq(files.id, later));
    expect((await copiesOf(p.id)).cover).toBeNull();
    await expectTrue(p.id);
  });

  it("follows the project's client", async () => {
    const p = await newProject();
    const mine = await newFile(client.id);
    await saveCheckpoint(p.id, floorplanJson(mine));
    await db.update(projects).set({ clientId: other.id }).where(eq(projects.id, p.id));
    expect((await copiesOf(p.id)).cover).toBeNull();
    await db.update(projects).set({ clientId: client.id }).where(eq(projects.id, p.id));
    expect((await copiesOf(p.id)).cover).toBe(mine);
  });

  it('cannot be written: a statement that tries gets the true values back', async () => {
    const p = await newProject();
    const mine = await newFile(client.id);
    await saveCheckpoint(p.id, floorplanJson(mine));
    await addReceipt(db, p.id, 1, 'Paid', 1);
    await db
      .update(projects)
      .set({ coverFileId: await newFile(other.id), latestPaymentStatus: 'Approved', latestPaymentStage: 5 })
      .where(eq(projects.id, p.id));
    expect(await copiesOf(p.id)).toMatchObject({ cover: mine, status: 'Paid', stage: 1 });
    await expectTrue(p.id);
  });
});

describe("the project row's newest payment copy", () => {
  it('follows inserts, the review and removals, newest by created_at then stage', async () => {
    const p = await newProject();
    expect(await copiesOf(p.id)).toMatchObject({ latest: null, stage: null, status: null, at: null });
    const deposit = await addReceipt(db, p.id, 1, 'Paid', 10);
    expect(await copiesOf(p.id)).toMatchObject({ latest: deposit.id, stage: 1, status: 'Paid' });
    await db
      .update(paymentReceipts)
      .set({ status: 'Approved', ...decided() })
      .where(eq(paymentReceipts.id, deposit.id));
    expect(await copiesOf(p.id)).toMatchObject({ latest: deposit.id, status: 'Approved' });
    const stage2 = await addReceipt(db, p.id, 2, 'Paid', 20);
    expect((await copiesOf(p.id)).latest).toBe(stage2.id);
    // An older receipt recorded later does not become the newest.
    await addReceipt(db, p.id, 1, 'Declined', 5);
    expect((await copiesOf(p.id)).latest).toBe(stage2.id);
    // Created in the same instant, the later stage counts as newer.
    const stage3 = await addReceipt(db, p.id, 3, 'Paid', 20);
    expect((await copiesOf(p.id)).latest).toBe(stage3.id);
    await expectTrue(p.id);
    await db.delete(paymentReceipts).where(eq(paymentReceipts.id, stage3.id));
    expect((await copiesOf(p.id)).latest).toBe(stage2.id);
    await db
      .update(paymentReceipts)
      .set({ createdAt: new Date(Date.UTC(2026, 11, 7, 9)) })
      .where(eq(paymentReceipts.id, stage2.id));
    expect((await copiesOf(p.id)).latest).toBe(deposit.id);
    await expectTrue(p.id);
  });

  it("concerns only the receipt's own project", async () => {
    const [a, b] = [await newProject(), await newProject()];
    const onA = await addReceipt(db, a.id, 1, 'Paid', 30);
    expect((await copiesOf(b.id)).latest).toBeNull();
    await db.update(paymentReceipts).set({ projectId: b.id }).where(eq(paymentReceipts.id, onA.id));
    expect((await copiesOf(a.id)).latest).toBeNull();
    expect((await copiesOf(b.id)).latest).toBe(onA.id);
  });

  // Two connections are needed: PGlite has one.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'ends at the newest when two transactions add receipts to one project at once',
    async () => {
      for (const [first, second] of [
        [40, 41],
        [51, 50],
      ] as const) {
        const p = await newProject();
        // The first writer holds the project row (its trigger) until the second has started and waits.
        await Promise.all([
          t.database.db.transaction(async (tx) => {
            await addReceipt(tx, p.id, 1, 'Paid', first);
            await tx.execute(sql`select pg_sleep(0.2)`);
          }),
          (async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            await t.database.db.transaction((tx) => addReceipt(tx, p.id, 2, 'Paid', second));
          })(),
        ]);
        await expectTrue(p.id);
        expect((await copiesOf(p.id)).at).toBe(
          new Date(Date.UTC(2026, 11, 7, 10, Math.max(first, second))).toISOString(),
        );
      }
    },
  );
});
