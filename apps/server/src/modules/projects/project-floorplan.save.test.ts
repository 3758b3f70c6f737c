import {
  DesignNowProject,
  FLOORPLAN_DOCUMENT_MAX_BYTES,
  floorplanMessages,
  jsonByteLength,
  newFloorplanDocument,
  type FloorplanDocument,
} from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { body, create, project, save } from './projects.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

const square = (x: number, size: number) => [
  { x, y: 0 },
  { x: x + size, y: 0 },
  { x: x + size, y: size },
  { x, y: size },
];

/** A plan at stage 7 with one 100 × 100 px living room. */
const plan = (): FloorplanDocument => ({
  ...newFloorplanDocument({
    originalFileId: 'file-original',
    croppedFileId: 'file-cropped',
    crop: null,
    rotation: 0,
    width: 800,
    height: 600,
  }),
  stage: 7,
  areas: [{ id: 'a-living', areaType: 'Living', name: 'Living', points: square(0, 100) }],
});

const floorplanSave = (floorplan: unknown, dnStage = 7) => {
  const { creation_key: _key, ...rest } = body(dnStage, {
    checkpoint: { step: 'areas', areas: [], choices: [], floorplan },
  });
  return rest;
};

const failure = (res: { statusCode: number; json: <T>() => T }) => ({
  status: res.statusCode,
  message: res.json<{ message: string }>().message,
});

const read = async (id: string, cookie: string) =>
  DesignNowProject.parse(
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/design-now/projects/${id}`, headers: { cookie } })
    ).json<{ result: unknown }>().result,
  );

/** Walls until the document's JSON is over the limit: a plan no editor makes. */
function oversized(): FloorplanDocument {
  const doc = plan();
  while (jsonByteLength(doc) <= FLOORPLAN_DOCUMENT_MAX_BYTES)
    for (let i = 0; i < 100; i++) {
      const n = doc.walls.length;
      doc.walls.push({ id: `w-${n}`, start: { x: n, y: 0 }, end: { x: n, y: 500 }, thickness: 8 });
    }
  return doc;
}

describe('saving the floorplan document with a Design Now checkpoint', () => {
  it('saves a valid document and reads it back exactly', async () => {
    const { cookie } = await loginAs(t, 'client');
    const doc = plan();
    const created = project(await create(t, cookie, { ...floorplanSave(doc), creation_key: 'fp-valid-01' }));
    expect((await read(created._id, cookie)).checkpoint.floorplan).toEqual(doc);
  });

  it('refuses a document that does not parse with a clear 400 and changes nothing', async () => {
    const { cookie } = await loginAs(t, 'client');
    const doc = plan();
    const created = project(await create(t, cookie, { ...floorplanSave(doc), creation_key: 'fp-broken-01' }));
    const before = await read(created._id, cookie);

    for (const broken of [{ version: 99 }, { ...doc, walls: 'none' }, null, 'plan']) {
      const res = await save(t, cookie, created._id, floorplanSave(broken, 18));
      expect(failure(res)).toEqual({ status: 400, message: floorplanMessages.documentInvalid });
    }
    const after = await read(created._id, cookie);
    expect(after).toEqual(before);
    expect(after.dnStage).toBe(7);

    // A create with such a document leaves no project behind either.
    const drafts = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/projects/drafts', headers: { cookie } })).json<{
        result: { totalCount: number };
      }>().result.totalCount;
    const count = await drafts();
    const refused = await create(t, cookie, {
      ...floorplanSave({ version: 99 }),
      creation_key: 'fp-broken-02',
    });
    expect(failure(refused)).toEqual({ status: 400, message: floorplanMessages.documentInvalid });
    expect(await drafts()).toBe(count);
  });

  it("refuses a plan that breaks the plan's rules with the rule's message", async () => {
    const { cookie } = await loginAs(t, 'client');
    const created = project(
      await create(t, cookie, { ...floorplanSave(plan()), creation_key: 'fp-rules-01' }),
    );
    const doc = plan();
    const overlapping = {
      ...doc,
      areas: [...doc.areas, { id: 'a-bed', areaType: 'Bedroom', name: 'Bedroom', points: square(50, 100) }],
    };
    const res = await save(t, cookie, created._id, floorplanSave(overlapping));
    expect(failure(res)).toEqual({ status: 400, message: floorplanMessages.areaOverlaps('Living') });
    expect((await read(created._id, cookie)).checkpoint.floorplan).toEqual(doc);
  });

  it('refuses a document over 200 KB with a message naming the limit, and keeps the stored one', async () => {
    const { cookie } = await loginAs(t, 'client');
    const doc = plan();
    const created = project(await create(t, cookie, { ...floorplanSave(doc), creation_key: 'fp-large-01' }));
    const big = oversized();
    expect(jsonByteLength(big)).toBeGreaterThan(200 * 1024);
    const res = await save(t, cookie, created._id, floorplanSave(big));
    expect(failure(res)).toEqual({ status: 400, message: floorplanMessages.documentTooLarge(200) });
    expect((await read(created._id, cookie)).checkpoint.floorplan).toEqual(doc);
  });
});
