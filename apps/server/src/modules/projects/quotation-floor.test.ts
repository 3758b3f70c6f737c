import { ProjectQuotationView, quotationEditMessages } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { areas, body, choices, create, kitchen, project } from './projects.test-helpers.js';

/**
 * Issue 15 item 6: "A client set every line to 0.01 and turned a $3,665.30 quotation into $4.64 before
 * checkout." Measured lines keep what their areas give, lump sums stay whole, and the server says so.
 */
let t: TestApp;
let client: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
  client = await loginAs(t, 'client');
});
afterAll(() => t.close());

const withLumpSum = [...choices, { area_id: kitchen.id, service_id: 'hack-kitchen-cabinets' }];

async function quotedProject() {
  const res = await create(
    t,
    client.cookie,
    body(18, { checkpoint: { step: 'scope', areas, choices: withLumpSum } }),
  );
  expect(res.statusCode).toBe(200);
  return project(res)._id;
}
const details = async (id: string) =>
  ProjectQuotationView.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/projects/${id}/quotation/details`,
        headers: { cookie: client.cookie },
      })
    ).json<{ result: unknown }>().result,
  );
const setQuantity = (id: string, itemId: string, quantity_hundredths: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/projects/${id}/quotation/items/${itemId}`,
    headers: { cookie: client.cookie },
    payload: { quantity_hundredths },
  });

describe('quotation quantities have a floor (issue 15 item 6)', () => {
  it('refuses 0.01 on every line, naming the floor; the total does not move', async () => {
    const id = await quotedProject();
    const before = await details(id);
    expect(before.items.length).toBeGreaterThanOrEqual(4);
    for (const item of before.items) {
      const res = await setQuantity(id, item._id, 1);
      expect(res.statusCode, item.name_of).toBe(400);
      const message =
        item.unit === 'lump sum'
          ? quotationEditMessages.lumpSumFixed
          : quotationEditMessages.quantityBelowMinimum(
              (item.min_quantity_hundredths / 100).toFixed(2),
              item.unit,
            );
      expect(res.json()).toEqual({
        success: false,
        message,
        errors: [{ field: 'quantity_hundredths', message }],
      });
    }
    const after = await details(id);
    expect(after.totals).toEqual(before.totals);
    expect(after.items.map((i) => i.quantity_hundredths)).toEqual(
      before.items.map((i) => i.quantity_hundredths),
    );
  });

  it('a measured line may go up, and back down to exactly what its area gives', async () => {
    const id = await quotedProject();
    const floor = (await details(id)).items.find((i) => i.service_id === 'floor-homogeneous')!;
    expect(floor.min_quantity_hundredths).toBe(floor.quantity_hundredths);
    expect((await setQuantity(id, floor._id, floor.quantity_hundredths + 500)).statusCode).toBe(200);
    expect((await setQuantity(id, floor._id, floor.min_quantity_hundredths)).statusCode).toBe(200);
    expect((await setQuantity(id, floor._id, floor.min_quantity_hundredths - 1)).statusCode).toBe(400);
  });

  it('a lump sum cannot change, up or down', async () => {
    const id = await quotedProject();
    const lump = (await details(id)).items.find((i) => i.unit === 'lump sum')!;
    expect((await setQuantity(id, lump._id, 200)).json().message).toBe(quotationEditMessages.lumpSumFixed);
    expect((await setQuantity(id, lump._id, 50)).statusCode).toBe(400);
  });
});
