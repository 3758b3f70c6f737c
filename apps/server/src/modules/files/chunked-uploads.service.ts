import {
  partCountFor,
  UPLOAD_CHUNK_BYTES,
  type ChunkedUploadStatus,
  type CreateChunkedUpload,
  type SessionUser,
} from '@reno/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { chunkedUploads } from '../../db/schema/files.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { reserveUploadSpace } from './upload-quota.js';

export type Deps = { db: Db; storage: Storage };
export type UploadRow = typeof chunkedUploads.$inferSelect;

/** An unfinished upload (and its parts) may be purged this long after it was started. */
export const CHUNKED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Parts wait under a temporary key until complete concatenates them. */
export const partKey = (uploadId: string, partNumber: number) => `chunked/${uploadId}/${partNumber}.part`;

/** Every part is partSizeBytes except the last, which is the remainder. */
export const expectedPartSize = (
  u: Pick<UploadRow, 'sizeBytes' | 'partSizeBytes' | 'partCount'>,
  partNumber: number,
) => (partNumber < u.partCount ? u.partSizeBytes : u.sizeBytes - u.partSizeBytes * (u.partCount - 1));

const toStatus = (u: UploadRow): ChunkedUploadStatus => ({
  uploadId: u.id,
  partSizeBytes: u.partSizeBytes,
  partCount: u.partCount,
  receivedParts: [...u.receivedParts].sort((a, b) => a - b),
});

export const partNumbers = (u: Pick<UploadRow, 'partCount'>) =>
  Array.from({ length: u.partCount }, (_, i) => i + 1);

export async function deleteParts(storage: Storage, u: Pick<UploadRow, 'id' | 'partCount'>) {
  await Promise.all(partNumbers(u).map((n) => storage.delete(partKey(u.id, n))));
}

/** The upload, for its owner only; `lock` takes the row lock that serialises completes. */
export async function loadOwnUpload(
  db: DbOrTx,
  viewer: SessionUser,
  uploadId: string,
  lock = false,
): Promise<UploadRow> {
  const query = db.select().from(chunkedUploads).where(eq(chunkedUploads.id, uploadId));
  const [upload] = lock ? await query.for('update') : await query;
  // Someone else's upload answers like a missing one (issue 15).
  if (!upload || upload.ownerId !== viewer._id) throw new AppError('NOT_FOUND');
  if (upload.status === 'open' && upload.expiresAt.getTime() < Date.now()) {
    throw new AppError('NOT_FOUND', 'This upload has expired, please upload the file again.');
  }
  return upload;
}

export async function createChunkedUpload(
  db: Db,
  owner: SessionUser,
  input: CreateChunkedUpload,
): Promise<ChunkedUploadStatus> {
  return db.transaction(async (tx) => {
    // The declared size is reserved now: parts are refused by size, so the upload cannot grow past it.
    await reserveUploadSpace(tx, owner, input.sizeBytes, true);
    return toStatus(await insertUpload(tx, owner, input));
  });
}

async function insertUpload(db: DbOrTx, owner: SessionUser, input: CreateChunkedUpload): Promise<UploadRow> {
  const [upload] = await db
    .insert(chunkedUploads)
    .values({
      category: input.category,
      fileName: input.fileName,
      sizeBytes: input.sizeBytes,
      partSizeBytes: UPLOAD_CHUNK_BYTES,
      partCount: partCountFor(input.sizeBytes),
      ownerId: owner._id,
      expiresAt: new Date(Date.now() + CHUNKED_UPLOAD_TTL_MS),
    })
    .returning();
  if (!upload) throw new Error('insert into chunked_uploads returned no row');
  return upload;
}

export async function getChunkedUploadStatus(
  db: Db,
  viewer: SessionUser,
  uploadId: string,
): Promise<ChunkedUploadStatus> {
  return toStatus(await loadOwnUpload(db, viewer, uploadId));
}

/** Stores one part; sending a part again replaces it, so a client may retry any part it is unsure of. */
export async function putPart(
  deps: Deps,
  viewer: SessionUser,
  uploadId: string,
  partNumber: number,
  bytes: Buffer,
) {
  const upload = await loadOwnUpload(deps.db, viewer, uploadId);
  if (upload.status !== 'open') throw new AppError('CONFLICT', 'This upload is already completed.');
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > upload.partCount) {
    throw new AppError('BAD_REQUEST', `partNumber must be between 1 and ${upload.partCount}.`);
  }
  const expected = expectedPartSize(upload, partNumber);
  if (bytes.length !== expected) {
    throw new AppError(
      'BAD_REQUEST',
      `Part ${partNumber} must be ${expected} bytes, received ${bytes.length}.`,
    );
  }
  const key = partKey(uploadId, partNumber);
  await deps.storage.put(key, bytes, 'application/octet-stream');
  // One statement adds the number, so parts arriving in parallel cannot overwrite each other's entry.
  const [updated] = await deps.db
    .update(chunkedUploads)
    .set({
      receivedParts: sql`CASE WHEN ${chunkedUploads.receivedParts} @> to_jsonb(${partNumber}::integer)
        THEN ${chunkedUploads.receivedParts} ELSE ${chunkedUploads.receivedParts} || to_jsonb(${partNumber}::integer) END`,
    })
    .where(and(eq(chunkedUploads.id, uploadId), eq(chunkedUploads.status, 'open')))
    .returning();
  if (!updated) {
    // Completed while this part was being written: the part is not needed.
    await deps.storage.delete(key);
    throw new AppError('CONFLICT', 'This upload is already completed.');
  }
  return toStatus(updated);
}
