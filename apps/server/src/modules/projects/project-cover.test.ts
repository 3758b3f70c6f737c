import { ClientProjectList, newFloorplanDocument, type StoredFile } from '@reno/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from './projects.test-helpers.js';

/** Issue 6: project dashboard cards use the floorplan image as their cover, else the fallback. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

const upload = async (cookie: string, fileName: string) => {
  const res = await uploadFile(t, cookie, {
    category: 'floorplan',
    fileName,
    bytes: await makeJpeg(800, 600),
    contentType: 'image/jpeg',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: StoredFile }>().result;
};

const withFloorplan = (originalFileId: string, generatedFileId: string | null) =>
  body(18, {
    checkpoint: {
      step: 'areas',
      areas: [],
      choices: [],
      floorplan: {
        ...newFloorplanDocument({
          originalFileId,
          croppedFileId: originalFileId,
          crop: null,
          rotation: 0,
          width: 800,
          height: 600,
        }),
        stage: 18,
        generatedFileId,
      },
    },
  });

const covers = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/client-projects', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const { items } = ClientProjectList.parse(res.json<{ result: unknown }>().result);
  return new Map(items.map((p) => [p._id, p.cover_image]));
};

describe('project dashboard cover images', () => {
  it('uses the generated floorplan, else the uploaded one, else none (the fallback)', async () => {
    const owner = await loginAs(t, 'client');
    const uploaded = await upload(owner.cookie, 'plan.jpg');
    const generated = await upload(owner.cookie, 'generated-floorplan.jpg');
    const both = project(await create(t, owner.cookie, withFloorplan(uploaded._id, generated._id)));
    const onlyUploaded = project(await create(t, owner.cookie, withFloorplan(uploaded._id, null)));
    const none = project(await create(t, owner.cookie, body(3)));

    const map = await covers(owner.cookie);
    expect(map.get(both._id)).toBe(generated.resourceURI);
    expect(map.get(onlyUploaded._id)).toBe(uploaded.resourceURI);
    expect(map.get(none._id)).toBeNull();

    // The cover is served through the file route as a sized thumbnail, to its owner only.
    const thumb = await t.app.inject({
      method: 'GET',
      url: `${generated.resourceURI}?thumb=1`,
      headers: { cookie: owner.cookie },
    });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThan(800);
    const other = await loginAs(t, 'client');
    const refused = await t.app.inject({
      method: 'GET',
      url: `${generated.resourceURI}?thumb=1`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("leaves out another client's file written into the floorplan json", async () => {
    const stranger = await loginAs(t, 'client');
    const theirs = await upload(stranger.cookie, 'theirs.jpg');
    const owner = await loginAs(t, 'client');
    const p = project(await create(t, owner.cookie, withFloorplan(theirs._id, theirs._id)));
    expect((await covers(owner.cookie)).get(p._id)).toBeNull();
  });
});
