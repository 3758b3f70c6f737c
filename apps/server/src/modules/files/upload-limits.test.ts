import {
  MAX_OPEN_CHUNKED_UPLOADS,
  USER_STORAGE_QUOTA_BYTES,
  uploadQuotaMessages,
  type ChunkedUploadStatus,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkedUploads, files } from '../../db/schema/files.js';
import { MAX_INPUT_PIXELS } from '../../platform/uploads/inspect-upload.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { partKey } from './chunked-uploads.service.js';
import { listStoredFiles, makeJpeg, uploadFile } from './files.test-helpers.js';

/** Issue 15 item 8: per-user quotas, nothing left behind by a refused upload, a decoded-pixel limit. */
let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await makeJpeg(64, 48);
});
afterAll(() => t.close());

const createUpload = (cookie: string, sizeBytes: number, fileName = 'plan.jpg') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/files/chunked',
    headers: { cookie },
    payload: { category: 'floorplan', fileName, sizeBytes },
  });
const openUploadsOf = (ownerId: string) =>
  t.database.db
    .select()
    .from(chunkedUploads)
    .where(and(eq(chunkedUploads.ownerId, ownerId), eq(chunkedUploads.status, 'open')));

describe('per-user upload quotas', () => {
  it(`allows ${MAX_OPEN_CHUNKED_UPLOADS} unfinished chunked uploads, refuses the next with a clear message`, async () => {
    const { cookie, user } = await loginAs(t, 'client');
    for (let i = 0; i < MAX_OPEN_CHUNKED_UPLOADS; i += 1)
      expect((await createUpload(cookie, 1000)).statusCode).toBe(200);
    const refused = await createUpload(cookie, 1000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: uploadQuotaMessages.tooManyOpenUploads });
    expect(await openUploadsOf(user.id)).toHaveLength(MAX_OPEN_CHUNKED_UPLOADS);
  });

  it('refuses an upload past the stored-bytes quota, plain or chunked, and writes nothing', async () => {
    const { cookie, user } = await loginAs(t, 'client');
    const first = await uploadFile(t, cookie, { fileName: 'a.jpg', bytes: jpeg, contentType: 'image/jpeg' });
    expect(first.statusCode).toBe(200);
    // What the account already holds: one real file, and the rest of the quota as a recorded scan.
    await t.database.db.insert(files).values({
      category: 'floorplan',
      storageKey: `quota-test/${user.id}`,
      originalName: 'big-scan.png',
      mimeType: 'image/png',
      sizeBytes: USER_STORAGE_QUOTA_BYTES - jpeg.length - 10,
      sha256: '0'.repeat(64),
      ownerId: user.id,
    });
    const before = await listStoredFiles(t);
    const plain = await uploadFile(t, cookie, { fileName: 'b.jpg', bytes: jpeg, contentType: 'image/jpeg' });
    expect(plain.statusCode).toBe(413);
    expect(plain.json()).toEqual({ success: false, message: uploadQuotaMessages.storageFull });
    const chunked = await createUpload(cookie, 1000);
    expect(chunked.statusCode).toBe(413);
    expect(await listStoredFiles(t)).toEqual(before);
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(2);
    expect(await openUploadsOf(user.id)).toEqual([]);
  });

  it('counts unfinished uploads against the quota, so parts in flight cannot overrun it', async () => {
    const { cookie } = await loginAs(t, 'client');
    expect((await createUpload(cookie, 50_000_000)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await createUpload(cookie, 50_000_000)).statusCode).toBe(200);
    // 250 MB declared; another client's quota is their own.
    const { cookie: other } = await loginAs(t, 'client');
    expect((await createUpload(other, 50_000_000)).statusCode).toBe(200);
  });
});

describe('a refused upload leaves nothing behind', () => {
  it('a chunked upload refused at completion loses its parts and is closed', async () => {
    const { cookie, user } = await loginAs(t, 'client');
    const text = Buffer.alloc(1000, 'not an image ');
    const { uploadId } = (await createUpload(cookie, text.length)).json<{ result: ChunkedUploadStatus }>()
      .result;
    const part = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/files/chunked/${uploadId}/parts/1`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: text,
    });
    expect(part.statusCode).toBe(200);
    expect(await t.storage.get(partKey(uploadId, 1))).not.toBeNull();
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/files/chunked/${uploadId}/complete`,
      headers: { cookie },
    });
    expect(complete.statusCode).toBe(415);
    expect(await t.storage.get(partKey(uploadId, 1))).toBeNull();
    expect(await openUploadsOf(user.id)).toEqual([]);
  });
});

describe('decoded-pixel limit', () => {
  it('is 24 megapixels: measured to keep one decode under 100 MB (see inspect-upload.ts)', () => {
    expect(MAX_INPUT_PIXELS).toBe(24_000_000);
  });

  it('refuses a small file that decodes past it (7000 × 4000 in a few hundred KB) with 415, storing nothing', async () => {
    const { cookie } = await loginAs(t, 'client');
    const bomb = await sharp({ create: { width: 7000, height: 4000, channels: 3, background: '#c84' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = await listStoredFiles(t);
    const res = await uploadFile(t, cookie, { fileName: 'bomb.png', bytes: bomb, contentType: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(await listStoredFiles(t)).toEqual(before);
  });

  it('still takes a 12 MP phone photo', async () => {
    const { cookie } = await loginAs(t, 'client');
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#48c' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const res = await uploadFile(t, cookie, {
      fileName: 'photo.jpg',
      bytes: photo,
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
  });
});
