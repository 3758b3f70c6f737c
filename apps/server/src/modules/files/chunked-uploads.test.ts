import type { ChunkedUploadStatus, StoredFile } from '@reno/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkedUploads, files } from '../../db/schema/files.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { purgeExpiredUploads } from './chunked-uploads.purge.js';
import { partKey } from './chunked-uploads.service.js';
import { makeJpeg, makeLargePng } from './files.test-helpers.js';

const PART = 4_000_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'client');
  png = await makeLargePng();
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  extra: { payload?: object | Buffer; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/files/chunked${url}`,
    headers: { cookie: owner.cookie, ...extra.headers },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });

const create = async (sizeBytes: number, fileName = 'floorplan-scan.png') => {
  const res = await api('POST', '', { payload: { category: 'floorplan', fileName, sizeBytes } });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: ChunkedUploadStatus }>().result;
};
const sendPart = (uploadId: string, n: number, bytes: Buffer, cookie = owner.cookie) =>
  api('PUT', `/${uploadId}/parts/${n}`, {
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream', cookie },
  });
const partOf = (bytes: Buffer, n: number) => bytes.subarray((n - 1) * PART, n * PART);

describe('chunked upload', () => {
  it('takes a ~9 MB image in 3 parts out of order, resumes after a dropped part, and completes to one file', async () => {
    expect(png.length).toBeGreaterThan(9_000_000);
    const created = await create(png.length);
    expect(created).toEqual({
      uploadId: created.uploadId,
      partSizeBytes: PART,
      partCount: 3,
      receivedParts: [],
    });
    const id = created.uploadId;

    expect((await sendPart(id, 3, partOf(png, 3))).json().result.receivedParts).toEqual([3]);
    // Part 2 is "dropped": never sent. Part 1 arrives, then the client asks what the server holds.
    expect((await sendPart(id, 1, partOf(png, 1))).statusCode).toBe(200);
    const status = (await api('GET', `/${id}`)).json<{ result: ChunkedUploadStatus }>().result;
    expect(status.receivedParts).toEqual([1, 3]);

    const early = await api('POST', `/${id}/complete`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('2');

    // Resume: send only what is missing. Re-sending part 1 is harmless.
    expect((await sendPart(id, 2, partOf(png, 2))).json().result.receivedParts).toEqual([1, 2, 3]);
    expect((await sendPart(id, 1, partOf(png, 1))).json().result.receivedParts).toEqual([1, 2, 3]);

    const done = await api('POST', `/${id}/complete`);
    expect(done.statusCode).toBe(200);
    const file = done.json<{ result: StoredFile }>().result;
    expect(file).toMatchObject({
      category: 'floorplan',
      originalName: 'floorplan-scan.png',
      mimeType: 'image/png',
      sizeBytes: png.length,
      width: 1500,
      height: 2000,
    });

    const served = await t.app.inject({
      method: 'GET',
      url: file.resourceURI,
      headers: { cookie: owner.cookie },
    });
    expect(served.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({
      method: 'GET',
      url: `${file.resourceURI}?thumb=1`,
      headers: { cookie: owner.cookie },
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    for (const n of [1, 2, 3]) expect(await t.storage.exists(partKey(id, n))).toBe(false);
  });

  it('completing twice, even at the same moment, stores one file', async () => {
    const { uploadId } = await create(png.length, 'twice.png');
    for (const n of [1, 2, 3]) await sendPart(uploadId, n, partOf(png, n));
    const [a, b] = await Promise.all([
      api('POST', `/${uploadId}/complete`),
      api('POST', `/${uploadId}/complete`),
    ]);
    const c = await api('POST', `/${uploadId}/complete`);
    const ids = [a, b, c]
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ result: StoredFile }>().result._id);
    for (const r of [a, b, c]) expect([200, 409]).toContain(r.statusCode);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db.select().from(files).where(eq(files.originalName, 'twice.png'));
    expect(rows).toHaveLength(1);
    expect((await sendPart(uploadId, 1, partOf(png, 1))).statusCode).toBe(409);
  });

  it('refuses a part of the wrong size or number with 400', async () => {
    const { uploadId } = await create(png.length);
    expect((await sendPart(uploadId, 1, partOf(png, 1).subarray(1))).statusCode).toBe(400);
    expect((await sendPart(uploadId, 3, partOf(png, 2))).statusCode).toBe(400);
    expect((await sendPart(uploadId, 4, partOf(png, 3))).statusCode).toBe(400);
    expect((await sendPart(uploadId, 0, partOf(png, 1))).statusCode).toBe(400);
    expect((await api('GET', `/${uploadId}`)).json().result.receivedParts).toEqual([]);
  });

  it('checks the joined bytes: a text file sent in parts is refused with 415', async () => {
    const text = Buffer.alloc(PART + 10, 'not an image ');
    const { uploadId } = await create(text.length, 'photo.jpg');
    await sendPart(uploadId, 1, partOf(text, 1));
    await sendPart(uploadId, 2, partOf(text, 2));
    expect((await api('POST', `/${uploadId}/complete`)).statusCode).toBe(415);
    expect(await t.database.db.select().from(files).where(eq(files.originalName, 'photo.jpg'))).toEqual([]);
  });

  it('belongs to its owner only', async () => {
    const { uploadId } = await create(png.length);
    const other = await loginAs(t, 'client');
    expect((await api('GET', `/${uploadId}`, { headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await sendPart(uploadId, 1, partOf(png, 1), other.cookie)).statusCode).toBe(404);
    expect(
      (await api('POST', `/${uploadId}/complete`, { headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files/chunked',
      payload: { category: 'floorplan', fileName: 'a.png', sizeBytes: 10 },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses files above MAX_FILE_BYTES when created', async () => {
    const res = await api('POST', '', {
      payload: { category: 'floorplan', fileName: 'huge.png', sizeBytes: 50_000_001 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('purges expired open uploads and their parts, and keeps the rest', async () => {
    const small = await makeJpeg(64, 64);
    const expired = await create(small.length);
    const live = await create(small.length);
    await sendPart(expired.uploadId, 1, small);
    await sendPart(live.uploadId, 1, small);
    await t.database.db
      .update(chunkedUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chunkedUploads.id, expired.uploadId));
    expect((await api('GET', `/${expired.uploadId}`)).statusCode).toBe(404);

    expect(await purgeExpiredUploads(t)).toBe(1);
    expect(
      await t.database.db.select().from(chunkedUploads).where(eq(chunkedUploads.id, expired.uploadId)),
    ).toEqual([]);
    expect(await t.storage.exists(partKey(expired.uploadId, 1))).toBe(false);
    expect(await t.storage.exists(partKey(live.uploadId, 1))).toBe(true);
    expect((await api('POST', `/${live.uploadId}/complete`)).statusCode).toBe(200);
  });
});
