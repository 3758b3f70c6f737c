import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbOrTx, queryRows } from './client.js';
import { files } from './schema/files.js';
import { paymentReceipts, progressiveInvoices } from './schema/payments.js';
import { clientProjectVersions, projectQuotations, projects, quotationItems } from './schema/projects.js';
import { createUser } from './seed/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Decision 031: migration 0029 gives a client a new version whenever a commit writes anything their
 * project list or quotation page shows (their projects, those projects' quotations and lines, their
 * payment receipts), and only then. The server serves its copies of those pages while the version is
 * unchanged, so a writer missing here would show a client a stale page. With TEST_DATABASE_URL set it also checks, on
 * PostgreSQL, that a reader sees the new version and the new rows together, and that writers of one
 * client do not deadlock on the version.
 */
let t: TestApp;
let db: DbOrTx;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await createUser(db, { role: 'admin', email: 'versions-admin@test.sg' });
});
afterAll(() => t.close());

let n = 0;
const newId = (prefix: string) => `${prefix}_${++n}_${Math.random().toString(36).slice(2, 8)}`;
const newClient = async () => (await createUser(db, { role: 'client', email: `${newId('v')}@test.sg` })).id;

async function newProject(clientId: string, tx: DbOrTx = db) {
  const [p] = await tx
    .insert(projects)
    .values({ id: newId('p'), clientId, name: 'Versions Home' })
    .returning();
  return p!;
}

async function addReceipt(projectId: string, clientId: string, tx: DbOrTx = db) {
  const invoiceId = newId('inv');
  await tx.insert(progressiveInvoices).values({
    id: invoiceId,
    invoiceNo: 200_000 + n,
    projectId,
    clientId,
    stage: 1,
    amountCents: 15_000,
    status: 'Paid',
  });
  const fileId = newId('f');
  await tx.insert(files).values({
    id: fileId,
    category: 'receipt',
    storageKey: `versions/${fileId}`,
    originalName: 'receipt.jpg',
    mimeType: 'image/jpeg',
    sizeBytes: 10,
    sha256: fileId,
    ownerId: clientId,
  });
  const [receipt] = await tx
    .insert(paymentReceipts)
    .values({
      id: newId('r'),
      invoiceId,
      projectId,
      clientId,
      stage: 1,
      paymentMethod: 'PayNow',
      transactionNo: 'TXN',
      amountClaimedCents: 15_000,
      receiptFileId: fileId,
      status: 'Paid',
      adminNotes: '',
    })
    .returning();
  return receipt!;
}

const quotationOf = (projectId: string, totalAmount: number) => ({
  id: newId('q'),
  projectId,
  totalAmount,
  totalMarketRate: totalAmount,
  totalSavings: 0,
  totalServices: 1,
  totalAreas: 1,
  totalItems: 1,
});

async function versionOf(clientId: string, tx: DbOrTx = db): Promise<bigint | null> {
  const [row] = await tx
    .select({ version: clientProjectVersions.version })
    .from(clientProjectVersions)
    .where(eq(clientProjectVersions.clientId, clientId));
  return row?.version ?? null;
}

/** Runs the write and answers whether it gave the client a new version. */
async function changes(clientId: string, write: () => Promise<unknown>): Promise<boolean> {
  const before = await versionOf(clientId);
  await write();
  const after = await versionOf(clientId);
  expect(after).not.toBeNull();
  return after !== before;
}

describe("a client's version", () => {
  it('is new after every write to their projects, and only when a row changed', async () => {
    const client = await newClient();
    expect(await versionOf(client)).toBeNull();
    const p = await newProject(client);
    const first = await versionOf(client);
    expect(first).not.toBeNull();
    expect(
      await changes(client, () => db.update(projects).set({ name: 'Renamed' }).where(eq(projects.id, p.id))),
    ).toBe(true);
    expect(
      await changes(client, () => db.update(projects).set({ stage: 3 }).where(eq(projects.id, p.id))),
    ).toBe(true);
    // Rewriting a row to the values it has (the list copies' recompute does this) shows nothing new.
    expect(
      await changes(client, () => db.execute(sql`update projects set stage = stage where id = ${p.id}`)),
    ).toBe(false);
    expect(await changes(client, () => db.delete(projects).where(eq(projects.id, p.id)))).toBe(true);
  });

  it("is new for both clients when a project changes client, and never for someone else's write", async () => {
    const [a, b, bystander] = [await newClient(), await newClient(), await newClient()];
    const p = await newProject(a);
    await newProject(bystander);
    const [beforeB, beforeBystander] = [await versionOf(b), await versionOf(bystander)];
    expect(
      await changes(a, () => db.update(projects).set({ clientId: b }).where(eq(projects.id, p.id))),
    ).toBe(true);
    expect(await versionOf(b)).not.toEqual(beforeB);
    expect(await versionOf(bystander)).toEqual(beforeBystander);
  });

  it("is new when a project's quotation is saved, its total changes or it goes", async () => {
    const client = await newClient();
    const p = await newProject(client);
    const q = quotationOf(p.id, 1_000_000);
    expect(await changes(client, () => db.insert(projectQuotations).values(q))).toBe(true);
    expect(
      await changes(client, () =>
        db.update(projectQuotations).set({ totalAmount: 1_250_000 }).where(eq(projectQuotations.id, q.id)),
      ),
    ).toBe(true);
    // The quotation page shows the quotation's number.
    expect(
      await changes(client, () =>
        db
          .update(projectQuotations)
          .set({ quotationNo: 'Q-2026-999999' })
          .where(eq(projectQuotations.id, q.id)),
      ),
    ).toBe(true);
    expect(
      await changes(client, () =>
        db.execute(sql`update project_quotations set services = services where id = ${q.id}`),
      ),
    ).toBe(false);
    expect(
      await changes(client, () => db.delete(projectQuotations).where(eq(projectQuotations.id, q.id))),
    ).toBe(true);
  });

  it("is new when a project's quotation line is added, changed or removed", async () => {
    const client = await newClient();
    const p = await newProject(client);
    const id = newId('item');
    const line = {
      id,
      projectId: p.id,
      position: 1,
      areaId: 'a1',
      area: 'Living',
      areaLabel: 'Living',
      serviceId: 's1',
      services: 'Painting',
      scopeOfWork: 'Wall',
      nameOf: 'Paint',
      includes: '',
      descriptionOfWork: '',
      quantityHundredths: 100,
      unit: 'sqft',
      wastage: 0,
      pricePerQuantity: 100,
      price: 100,
      competitorPricePerQuantity: 100,
      competitorPrice: 100,
      requiredTime: 1,
      serviceWarrantyDuration: 12,
      priority: 1,
      propertyRoom: 'Living',
    };
    expect(await changes(client, () => db.insert(quotationItems).values(line))).toBe(true);
    expect(
      await changes(client, () =>
        db.update(quotationItems).set({ quantityHundredths: 250 }).where(eq(quotationItems.id, id)),
      ),
    ).toBe(true);
    expect(
      await changes(client, () =>
        db.execute(sql`update quotation_items set wastage = wastage where id = ${id}`),
      ),
    ).toBe(false);
    expect(await changes(client, () => db.delete(quotationItems).where(eq(quotationItems.id, id)))).toBe(
      true,
    );
  });

  it('is new when a receipt is added, reviewed or removed', async () => {
    const client = await newClient();
    const p = await newProject(client);
    let receiptId = '';
    expect(
      await changes(client, async () => {
        receiptId = (await addReceipt(p.id, client)).id;
      }),
    ).toBe(true);
    expect(
      await changes(client, () =>
        db
          .update(paymentReceipts)
          .set({ status: 'Approved', decidedBy: admin.id, decidedAt: new Date() })
          .where(eq(paymentReceipts.id, receiptId)),
      ),
    ).toBe(true);
    // A note of the reviewer's is not on the list.
    expect(
      await changes(client, () =>
        db.update(paymentReceipts).set({ adminNotes: 'checked' }).where(eq(paymentReceipts.id, receiptId)),
      ),
    ).toBe(false);
    expect(
      await changes(client, () => db.delete(paymentReceipts).where(eq(paymentReceipts.id, receiptId))),
    ).toBe(true);
  });

  it('is given at commit: a rolled back write leaves it, and a transaction of many rows gives one', async () => {
    const client = await newClient();
    const [p1, p2] = [await newProject(client), await newProject(client)];
    const before = await versionOf(client);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(projects).set({ name: 'Never' }).where(eq(projects.id, p1.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(client)).toEqual(before);
    await db.transaction(async (tx) => {
      await tx.update(projects).set({ name: 'One' }).where(eq(projects.id, p1.id));
      // Inside the transaction the version is still the old one: it is written at commit.
      expect(await versionOf(client, tx)).toEqual(before);
      await tx.update(projects).set({ name: 'Two' }).where(eq(projects.id, p2.id));
    });
    expect(await versionOf(client)).not.toEqual(before);
  });

  // Two connections are needed: PGlite has one.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'is read with the rows it versions, and two writers of one client never deadlock on it',
    async () => {
      const client = await newClient();
      const [a, b] = [await newProject(client), await newProject(client)];
      const read = async () => {
        const [row] = await queryRows<{ version: string; names: string }>(
          db,
          sql`select (select version from client_project_versions where client_id = ${client})::text as version,
            (select string_agg(name, ',' order by id) from projects where client_id = ${client}) as names`,
        );
        return row!;
      };
      const before = await read();
      const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      let during: { version: string; names: string } | undefined;
      // The second writer holds project b while the first, holding a, asks for it. Were the version
      // written with each row, the second would wait for the first's version row and the first for b.
      await Promise.all([
        db.transaction(async (tx) => {
          await tx.update(projects).set({ name: 'A1' }).where(eq(projects.id, a.id));
          await tx.execute(sql`select pg_sleep(0.2)`);
          await tx.update(projects).set({ name: 'B1' }).where(eq(projects.id, b.id));
        }),
        (async () => {
          await after(50);
          await db.transaction(async (tx) => {
            await tx.update(projects).set({ name: 'B2' }).where(eq(projects.id, b.id));
            await tx.execute(sql`select pg_sleep(0.3)`);
          });
        })(),
        (async () => {
          await after(120);
          during = await read();
        })(),
      ]);
      // Both writers were open: the old rows with the old version.
      expect(during).toEqual(before);
      const end = await read();
      expect(end.version).not.toBe(before.version);
      expect(end.names.split(',').sort()).toEqual(['A1', 'B1']);
    },
  );
});
