import { UploadCategory, type SessionUser, type StoredFile } from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chunkedUploads, files } from '../../db/schema/files.js';
import { AppError } from '../../platform/errors.js';
import {
  deleteParts,
  loadOwnUpload,
  partKey,
  partNumbers,
  type Deps,
  type UploadRow,
} from './chunked-uploads.service.js';
import { storeFile, toStoredFile } from './files.service.js';

async function fileOfCompletedUpload(tx: DbOrTx, upload: UploadRow): Promise<StoredFile> {
  const [row] = upload.fileId ? await tx.select().from(files).where(eq(files.id, upload.fileId)) : [];
  if (!row) throw new AppError('CONFLICT', 'This upload is already completed.');
  return toStoredFile(row);
}

/**
 * Joins the parts into one file. The upload row is locked (SELECT ... FOR UPDATE) and flipped from open
 * to completed in the same transaction that records the file, so a double click or a retry waits for the
 * first complete and then answers the same file instead of storing a second one.
 */
export async function completeChunkedUpload(
  deps: Deps,
  viewer: SessionUser,
  uploadId: string,
): Promise<StoredFile> {
  let storedKey: string | undefined;
  let joined: UploadRow | undefined;
  let completed: { file: StoredFile; upload: UploadRow };
  try {
    completed = await deps.db.transaction(async (tx) => {
      const upload = await loadOwnUpload(tx, viewer, uploadId, true);
      if (upload.status === 'completed') return { file: await fileOfCompletedUpload(tx, upload), upload };
      if (upload.status !== 'open') throw new AppError('CONFLICT');
      const missing = partNumbers(upload).filter((n) => !upload.receivedParts.includes(n));
      if (missing.length > 0) {
        throw new AppError('BAD_REQUEST', `Parts not received yet: ${missing.join(', ')}.`);
      }
      const parts = await Promise.all(
        partNumbers(upload).map((n) => deps.storage.get(partKey(upload.id, n))),
      );
      const bytes = Buffer.concat(parts.map((p) => p ?? Buffer.alloc(0)));
      if (parts.includes(null) || bytes.length !== upload.sizeBytes) {
        throw new AppError('BAD_REQUEST', 'Parts are missing from storage, please send them again.');
      }
      const category = UploadCategory.parse(upload.category);
      joined = upload;
      const stored = await storeFile(tx, deps.storage, {
        category,
        originalName: upload.fileName,
        bytes,
        ownerId: viewer._id,
      });
      storedKey = stored.storageKey;
      const flipped = await tx
        .update(chunkedUploads)
        .set({ status: 'completed', fileId: stored.file._id })
        .where(and(eq(chunkedUploads.id, upload.id), eq(chunkedUploads.status, 'open')))
        .returning({ id: chunkedUploads.id });
      // Unreachable while the row lock holds; kept so a change to the locking cannot store a file twice.
      if (flipped.length === 0) throw new AppError('CONFLICT', 'This upload is already completed.');
      return { file: stored.file, upload };
    });
  } catch (e) {
    // Rolled back after the bytes were written: nothing refers to that object any more.
    if (storedKey) await deps.storage.delete(storedKey).catch(() => undefined);
    // Issue 15 item 8: content refused for good (not an allowed type, too many pixels, too large) leaves
    // nothing behind: its parts go and the upload is closed, so sending it again cannot help.
    if (joined && e instanceof AppError && (e.status === 415 || e.status === 413)) {
      await deps.db
        .update(chunkedUploads)
        .set({ status: 'aborted' })
        .where(and(eq(chunkedUploads.id, joined.id), eq(chunkedUploads.status, 'open')));
      await deleteParts(deps.storage, joined).catch(() => undefined);
    }
    throw e;
  }
  // Storage is not transactional, so parts go only once the file is committed; if this fails, a retried
  // complete answers the same file and deletes them again.
  await deleteParts(deps.storage, completed.upload);
  return completed.file;
}
