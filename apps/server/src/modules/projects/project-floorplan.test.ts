import { newFloorplanDocument, ProjectFloorplan, type StoredFile } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpoints } from '../../db/schema/projects.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from './projects.test-helpers.js';

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
    bytes: await makeJpeg(400, 300),
    contentType: 'image/jpeg',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: StoredFile }>().result;
};

const floorplanOf = (originalFileId: string, generatedFileId: string | null) => ({
  ...newFloorplanDocument({
    originalFileId,
    croppedFileId: originalFileId,
    crop: null,
    rotation: 0,
    width: 400,
    height: 300,
  }),
  stage: 18,
  generatedFileId,
});

const getFloorplan = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/design-now/projects/${id}/floorplan`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('GET /design-now/projects/:id/floorplan', () => {
  it("answers the owner's Uploaded and Generated Floorplan, and nothing to anyone else", async () => {
    const owner = await loginAs(t, 'client');
    const uploaded = await upload(owner.cookie, 'plan.jpg');
    const generated = await upload(owner.cookie, 'generated-floorplan.jpg');
    const checkpoint = {
      step: 'areas' as const,
      areas: [],
      choices: [],
      floorplan: floorplanOf(uploaded._id, generated._id),
    };
    const p = project(await create(t, owner.cookie, body(18, { checkpoint })));

    const res = await getFloorplan(p._id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(ProjectFloorplan.parse(res.json<{ result: unknown }>().result)).toEqual({
      project_id: p._id,
      name: p.name,
      status: 'new',
      uploaded: {
        fileId: uploaded._id,
        name: 'plan.jpg',
        resourceURI: uploaded.resourceURI,
        downloadURI: `${uploaded.resourceURI}?download=1`,
      },
      generated: {
        fileId: generated._id,
        name: 'generated-floorplan.jpg',
        resourceURI: generated.resourceURI,
        downloadURI: `${generated.resourceURI}?download=1`,
      },
    });

    const other = await loginAs(t, 'client');
    expect((await getFloorplan(p._id, other.cookie)).statusCode).toBe(404);
    expect((await getFloorplan(p._id)).statusCode).toBe(401);
    const merchant = await loginAs(t, 'merchant');
    expect((await getFloorplan(p._id, merchant.cookie)).statusCode).toBe(403);
  });

  it("leaves out another client's file written into the json, and ignores a document that does not parse", async () => {
    const stranger = await loginAs(t, 'client');
    const theirs = await upload(stranger.cookie, 'theirs.jpg');
    const owner = await loginAs(t, 'client');
    const mine = await upload(owner.cookie, 'mine.jpg');
    const checkpoint = {
      step: 'areas' as const,
      areas: [],
      choices: [],
      floorplan: floorplanOf(mine._id, theirs._id),
    };
    const p = project(await create(t, owner.cookie, body(18, { checkpoint })));
    const result = ProjectFloorplan.parse(
      (await getFloorplan(p._id, owner.cookie)).json<{ result: unknown }>().result,
    );
    expect(result.uploaded?.fileId).toBe(mine._id);
    expect(result.generated).toBeNull();

    // The server no longer saves such a document; one stored before (or by hand) must still be harmless.
    const broken = project(await create(t, owner.cookie, body(18, { checkpoint })));
    await t.database.db
      .update(checkpoints)
      .set({ json: { ...checkpoint, floorplan: { version: 99 } } })
      .where(eq(checkpoints.projectId, broken._id));
    const empty = ProjectFloorplan.parse(
      (await getFloorplan(broken._id, owner.cookie)).json<{ result: unknown }>().result,
    );
    expect(empty).toMatchObject({ uploaded: null, generated: null });
  });
});
