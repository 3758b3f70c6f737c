import type { ChunkedUploadStatus, StoredFile } from '@reno/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.js';
import { startLocalS3, type LocalS3 } from '../../platform/storage/s3-test-server.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { listStoredFiles, makeJpeg, uploadFile } from './files.test-helpers.js';

let s3: LocalS3;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  ({ cookie } = await loginAs(t, 'client'));
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('files on an S3-compatible bucket (S3_* set)', () => {
  it('uploads, serves and resizes through the bucket, with nothing on local disk', async () => {
    expect(t.storage.kind).toBe('s3');
    const photo = await makeJpeg(1200, 800);
    const up = await uploadFile(t, cookie, {
      category: 'dreamboard',
      fileName: 'living-room.jpg',
      bytes: photo,
      contentType: 'image/jpeg',
    });
    expect(up.statusCode).toBe(200);
    const file = up.json<{ result: StoredFile }>().result;
    const [row] = await t.database.db.select().from(files).where(eq(files.id, file._id));
    expect(await t.storage.exists(row?.storageKey ?? '')).toBe(true);

    const original = await t.app.inject({ method: 'GET', url: file.resourceURI, headers: { cookie } });
    expect(original.rawPayload.equals(photo)).toBe(true);

    const url = `${file.resourceURI}?width=600&ratio=1`;
    const first = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(first.headers['x-variant-cache']).toBe('miss');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 600]);
    expect(await t.storage.exists(`variants/${file._id}/600x600.jpg`)).toBe(true);
    const second = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(second.headers['x-variant-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    expect(await listStoredFiles(t)).toEqual([]);
  });

  it('keeps chunked-upload parts in the bucket too', async () => {
    const photo = await makeJpeg(300, 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/chunked',
      headers: { cookie },
      payload: { category: 'support_img', fileName: 'small.jpg', sizeBytes: photo.length },
    });
    const { uploadId } = res.json<{ result: ChunkedUploadStatus }>().result;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/files/chunked/${uploadId}/parts/1`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: photo,
    });
    expect(await t.storage.exists(`chunked/${uploadId}/1.part`)).toBe(true);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/files/chunked/${uploadId}/complete`,
      headers: { cookie },
    });
    expect(done.json<{ result: StoredFile }>().result).toMatchObject({ width: 300, height: 200 });
    expect(await t.storage.exists(`chunked/${uploadId}/1.part`)).toBe(false);
  });
});
