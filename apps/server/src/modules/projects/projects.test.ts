import { SavedQuotation, designNowMessages, newFloorplanDocument } from '@reno/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { checkpoints, projects, questionnaireResults, quotationItems } from '../../db/schema/projects.js';
// The rewards module owns the ledger; this test reads it to check the award Design Now triggers.
import { ezcashTransactions } from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { areas, body, choices, create, living, project, save } from './projects.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

describe('Design Now projects', () => {
  it('creates at stage 3 with the spec fields, the questionnaire but no checkpoint or items', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const res = await create(t, cookie, body(3));
    expect(res.statusCode).toBe(200);
    const p = project(res);
    expect(p).toMatchObject({
      name: 'Mei Home',
      phase: 'design',
      project_type: 'design_now_2',
      stage: 1,
      dnStage: 3,
    });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, p._id));
    expect(row).toMatchObject({ clientId: user.id, renovationCountry: 'Singapore', budget: 5_000_000 });
    const db = t.database.db;
    expect(
      await db.select().from(questionnaireResults).where(eq(questionnaireResults.projectId, p._id)),
    ).toHaveLength(1);
    expect(await db.select().from(checkpoints).where(eq(checkpoints.projectId, p._id))).toHaveLength(0);
    expect(await db.select().from(quotationItems).where(eq(quotationItems.projectId, p._id))).toHaveLength(0);
    // The admin notification with the spec's project fields.
    const mails = await queryRows<{ data: Record<string, unknown> }>(
      db,
      sql`SELECT data FROM outbox_messages WHERE subject = 'New Design Now Project'`,
    );
    const mail = mails.find((m) => m.data.client_email === user.email);
    expect(mail?.data).toMatchObject({
      property_type: 'HDB',
      property_room: '5 Rooms',
      premium_standard: 'n/a',
      budget: '$50,000.00',
      floorplan: 'No floorplan uploaded',
    });
  });

  it('falls back to the first name of the client record when none is sent', async () => {
    const { cookie } = await loginAs(t, 'client');
    const p = project(await create(t, cookie, body(2, { first_name: '' })));
    expect(p.name).toBe('client Home'); // the test factory's first name
    // Below stage 3 only the project is saved.
    expect(p).toMatchObject({ dnStage: 0, questionnaire: null });
    expect(p.checkpoint.areas).toEqual([]);
  });

  it('saves progressively at 4, 11 and 18 and recomputes the quotation on the server', async () => {
    const { cookie } = await loginAs(t, 'client');
    const p = project(await create(t, cookie, body(3)));
    const { creation_key: _, ...rest } = body(4);
    const at4 = project(await save(t, cookie, p._id, rest));
    expect(at4).toMatchObject({ dnStage: 4, stage: 1, totals: null });
    expect(at4.checkpoint.areas).toHaveLength(areas.length);
    const db = t.database.db;
    expect(await db.select().from(checkpoints).where(eq(checkpoints.projectId, p._id))).toHaveLength(1);

    const at11 = project(await save(t, cookie, p._id, { ...rest, dnStage: 11 }));
    expect(at11).toMatchObject({ stage: 2, dnStage: 11, totals: null });

    // Totals sent by a browser are not part of the schema and are ignored.
    const at18 = project(
      await save(t, cookie, p._id, { ...rest, dnStage: 18, total_price: 1 } as typeof rest),
    );
    expect(at18.stage).toBe(3);
    // 385 sqft x $6.50 + 99 sqft x $7.20 + $450 cleaning = $2,502.50 + $712.80 + $450.00.
    expect(at18.totals).toMatchObject({
      total_price: 250250 + 71280 + 45000,
      total_items: 3,
      total_areas: 3,
    });
    const quote = SavedQuotation.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/projects/${p._id}/quotation`, headers: { cookie } })
      ).json<{ result: unknown }>().result,
    );
    expect(quote.items.map((i) => i.scope_of_work)).toEqual([
      'Hacking & Flooring Works',
      'Hacking & Flooring Works',
      'General Works',
    ]);
    expect(quote.totals?.total_price).toBe(366530);
  });

  it('resumes exactly where the client left, as the active project', async () => {
    const { cookie } = await loginAs(t, 'client');
    // Issue 5: only a valid floorplan document is saved (project-floorplan.save.test.ts).
    const floorplan = newFloorplanDocument({
      originalFileId: 'file-original',
      croppedFileId: null,
      crop: null,
      rotation: 0,
      width: 800,
      height: 600,
    });
    const p = project(
      await create(t, cookie, body(11, { checkpoint: { step: 'scope', areas, choices, floorplan } })),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/design-now/active', headers: { cookie } });
    const active = project(res);
    expect(active._id).toBe(p._id);
    expect(active.checkpoint).toEqual({
      step: 'scope',
      areas,
      choices,
      floorplan,
    });
    expect(active.questionnaire).toMatchObject({ property_type: 'HDB', budget: 5_000_000 });
    // A later save without the floorplan (the no-floor-plan web flow) keeps the stored document.
    const { creation_key: _, ...rest } = body(12);
    const saved = project(await save(t, cookie, p._id, rest));
    expect(saved.checkpoint.floorplan).toEqual(floorplan);
  });

  it('awards 300 EZcash once, with the first project only', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    expect(project(await create(t, cookie, body(3))).ezcash_awarded).toBe(300);
    expect(project(await create(t, cookie, body(3))).ezcash_awarded).toBe(0);
    const rows = await t.database.db
      .select()
      .from(ezcashTransactions)
      .where(eq(ezcashTransactions.clientId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({ ezcashAmount: 300, ezcashCategory: 'New Register', operator: 'increment' }),
    ]);
  });

  it('does not award when an earlier non-Declined New Register transaction exists, but does after a Declined one', async () => {
    const a = await loginAs(t, 'client');
    await t.database.db.insert(ezcashTransactions).values({
      clientId: a.user.id,
      ezcashAmount: 300,
      approvalStatus: 'Pending',
      ezcashCategory: 'New Register',
      operator: 'increment',
    });
    expect(project(await create(t, a.cookie, body(3))).ezcash_awarded).toBe(0);
    const b = await loginAs(t, 'client');
    await t.database.db.insert(ezcashTransactions).values({
      clientId: b.user.id,
      ezcashAmount: 300,
      approvalStatus: 'Declined',
      ezcashCategory: 'New Register',
      operator: 'increment',
    });
    expect(project(await create(t, b.cookie, body(3))).ezcash_awarded).toBe(300);
  });

  it('a repeated create with the same key returns the first project', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const payload = body(3);
    const [r1, r2] = await Promise.all([create(t, cookie, payload), create(t, cookie, payload)]);
    expect(project(r1)._id).toBe(project(r2)._id);
    expect(await t.database.db.select().from(projects).where(eq(projects.clientId, user.id))).toHaveLength(1);
  });

  it('on failure leaves no project, logs the error with the spec fields and answers with the spec message', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const bad = body(18, {
      checkpoint: {
        step: 'quotation',
        areas,
        choices: [{ area_id: living.id, service_id: 'no-such-service' }],
      },
    });
    const res = await create(t, cookie, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(designNowMessages.failedToCreateProject);
    const db = t.database.db;
    expect(await db.select().from(projects).where(eq(projects.clientId, user.id))).toHaveLength(0);
    expect(
      await db.select().from(ezcashTransactions).where(eq(ezcashTransactions.clientId, user.id)),
    ).toHaveLength(0);
    const logs = await queryRows<{ error_details: Record<string, unknown> }>(
      db,
      sql`SELECT error_details FROM error_log WHERE "from" = 'design_now'`,
    );
    const log = logs.find(
      (l) => (l.error_details.project_data as { client_id: string }).client_id === user.id,
    );
    expect(log?.error_details).toMatchObject({
      message: expect.stringContaining('no-such-service'),
      dnStage: 18,
      questionnaire_data: expect.objectContaining({ property_type: 'HDB' }),
    });
  });
});
