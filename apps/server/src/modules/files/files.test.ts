import { createHash } from 'node:crypto';
import { messages, type StoredFile } from '@reno/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { listStoredFiles, makeJpeg, uploadFile } from './files.test-helpers.js';
import { USE_CHUNKED_UPLOAD } from './files.routes.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
let photo: Buffer;
let stored: StoredFile;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'client');
  photo = await makeJpeg(1200, 800);
  const res = await uploadFile(t, owner.cookie, {
    category: 'payment_receipt',
    fileName: 'receipt.jpg',
    bytes: photo,
    contentType: 'image/jpeg',
  });
  expect(res.statusCode).toBe(200);
  stored = res.json<{ result: StoredFile }>().result;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { ...headers, cookie } : headers });

describe('POST /api/v1/files', () => {
  it('stores an image and answers its resourceURI; the bytes round-trip', async () => {
    expect(stored).toMatchObject({
      category: 'payment_receipt',
      originalName: 'receipt.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: photo.length,
      width: 1200,
      height: 800,
    });
    expect(stored.resourceURI).toBe(`/api/v1/files/${stored._id}`);
    const res = await get(stored.resourceURI, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.equals(photo)).toBe(true);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, stored._id));
    expect(row?.sha256).toBe(createHash('sha256').update(photo).digest('hex'));
    expect(row?.ownerId).toBe(owner.user.id);
    expect(row?.storageKey).toMatch(new RegExp(`^payment_receipt/\\d{4}/\\d{2}/${stored._id}\\.jpg$`));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(stored.resourceURI, owner.cookie);
    const again = await get(stored.resourceURI, owner.cookie, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a text file renamed photo.jpg with 415 and stores nothing', async () => {
    const someone = await loginAs(t, 'client');
    const before = await listStoredFiles(t);
    const res = await uploadFile(t, someone.cookie, {
      fileName: 'photo.jpg',
      bytes: Buffer.from('just some text, not a picture\n'.repeat(50)),
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(messages.fileTypeNotAllowed);
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, someone.user.id))).toEqual([]);
    expect(await listStoredFiles(t)).toEqual(before);
  });

  it('accepts a PDF as a floorplan but not as a support image', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asFloorplan = await uploadFile(t, owner.cookie, {
      category: 'floorplan',
      fileName: 'plan.pdf',
      bytes: pdf,
      contentType: 'application/pdf',
    });
    expect(asFloorplan.json().result).toMatchObject({
      mimeType: 'application/pdf',
      width: null,
      height: null,
    });
    const asSupport = await uploadFile(t, owner.cookie, {
      category: 'support_img',
      fileName: 'plan.pdf',
      bytes: pdf,
      contentType: 'application/pdf',
    });
    expect(asSupport.statusCode).toBe(415);
  });

  it('refuses an image that is cut short (sharp cannot decode it)', async () => {
    const res = await uploadFile(t, owner.cookie, {
      fileName: 'cut.jpg',
      bytes: photo.subarray(0, Math.floor(photo.length / 2)),
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(415);
  });

  it('sends files of 4,000,000 bytes or more to chunked upload (413)', async () => {
    const big = Buffer.concat([photo, Buffer.alloc(4_000_000 - photo.length)]);
    const res = await uploadFile(t, owner.cookie, {
      fileName: 'big.jpg',
      bytes: big,
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(USE_CHUNKED_UPLOAD);
    const justUnder = await uploadFile(t, owner.cookie, {
      fileName: 'big.jpg',
      bytes: big.subarray(0, 3_999_999),
      contentType: 'image/jpeg',
    });
    expect(justUnder.json().result.sizeBytes).toBe(3_999_999);
  });

  it('needs a signed-in user, a known category and a part named file', async () => {
    const visitor = await uploadFile(t, undefined, {
      fileName: 'a.jpg',
      bytes: photo,
      contentType: 'image/jpeg',
    });
    expect(visitor.statusCode).toBe(401);
    const badCategory = await uploadFile(t, owner.cookie, {
      category: 'selfies',
      fileName: 'a.jpg',
      bytes: photo,
      contentType: 'image/jpeg',
    });
    expect(badCategory.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files?category=general',
      payload: { a: 1 },
      headers: { cookie: owner.cookie },
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('GET {resourceURI}: who may read', () => {
  it('a visitor gets 401 and another client 404 (as if it did not exist)', async () => {
    expect((await get(stored.resourceURI)).statusCode).toBe(401);
    const other = await loginAs(t, 'client');
    expect((await get(stored.resourceURI, other.cookie)).statusCode).toBe(404);
  });

  it('an admin may read it; a merchant or project manager with no project link may not', async () => {
    const admin = await loginAs(t, 'admin');
    expect((await get(stored.resourceURI, admin.cookie)).statusCode).toBe(200);
    for (const role of ['merchant', 'project_manager'] as const) {
      const { cookie } = await loginAs(t, role);
      expect((await get(stored.resourceURI, cookie)).statusCode).toBe(404);
    }
  });

  it('?download=1 answers the same bytes as an attachment under the uploaded name; the owner check still applies', async () => {
    expect((await get(stored.resourceURI, owner.cookie)).headers['content-disposition']).toBe(
      `inline; filename="receipt.jpg"; filename*=UTF-8''receipt.jpg`,
    );
    const res = await get(`${stored.resourceURI}?download=1`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt.jpg"; filename*=UTF-8''receipt.jpg`,
    );
    expect(res.rawPayload.equals(photo)).toBe(true);
    expect((await get(`${stored.resourceURI}?download=1`)).statusCode).toBe(401);
    const other = await loginAs(t, 'client');
    expect((await get(`${stored.resourceURI}?download=1`, other.cookie)).statusCode).toBe(404);
    expect((await get(`${stored.resourceURI}?download=yes`, owner.cookie)).statusCode).toBe(400);
  });

  it('an unknown id is 404', async () => {
    expect((await get('/api/v1/files/0123456789abcdef01234567', owner.cookie)).statusCode).toBe(404);
  });
});

describe('GET {resourceURI} with thumb, width, height, ratio', () => {
  const sizeOf = async (payload: Buffer) => {
    const meta = await sharp(payload).metadata();
    return { width: meta.width, height: meta.height, format: meta.format };
  };

  it.each([
    ['width=600', { width: 600, height: 400 }],
    ['height=200', { width: 300, height: 200 }],
    ['thumb=1', { width: 320, height: 213 }],
    ['width=400&ratio=1', { width: 400, height: 400 }],
    ['ratio=16:9', { width: 1200, height: 675 }],
    ['width=300&height=100', { width: 300, height: 100 }],
  ])('%s gives %o, in the source format', async (query, size) => {
    const res = await get(`${stored.resourceURI}?${query}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sizeOf(res.rawPayload)).toEqual({ ...size, format: 'jpeg' });
  });

  it('never upscales: a width beyond the source answers the original', async () => {
    const res = await get(`${stored.resourceURI}?width=4000`, owner.cookie);
    expect(res.rawPayload.equals(photo)).toBe(true);
  });

  it('renders a variant once, then serves it from the storage cache', async () => {
    const url = `${stored.resourceURI}?width=500`;
    const first = await get(url, owner.cookie);
    expect(first.headers['x-variant-cache']).toBe('miss');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, stored._id));
    expect(await t.storage.exists(`variants/${stored._id}/500x333.jpg`)).toBe(true);
    // Replace the cached bytes: if the second request resized again it would not see this marker.
    const marker = await makeJpeg(7, 7);
    await t.storage.put(`variants/${stored._id}/500x333.jpg`, marker, 'image/jpeg');
    const second = await get(url, owner.cookie);
    expect(second.headers['x-variant-cache']).toBe('hit');
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(`"${row?.sha256}-500x333"`);
  });

  it('refuses variants of a PDF with 400', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const up = await uploadFile(t, owner.cookie, {
      category: 'quotation_dr',
      fileName: 'quote.pdf',
      bytes: pdf,
      contentType: 'application/pdf',
    });
    const uri = up.json<{ result: StoredFile }>().result.resourceURI;
    expect((await get(uri, owner.cookie)).headers['content-type']).toBe('application/pdf');
    expect((await get(`${uri}?thumb=1`, owner.cookie)).statusCode).toBe(400);
  });

  it('rejects a width that is not a number', async () => {
    expect((await get(`${stored.resourceURI}?width=big`, owner.cookie)).statusCode).toBe(400);
  });
});
