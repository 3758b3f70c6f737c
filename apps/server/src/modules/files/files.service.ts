import {
  allowedMimeTypes,
  MAX_FILE_BYTES,
  type SessionUser,
  type StoredFile,
  type UploadCategory,
} from '@reno/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { files } from '../../db/schema/files.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { inspectUpload } from '../../platform/uploads/inspect-upload.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { isDreamboardFileReadable } from '../photos/dreamboard.access.js';
import { isProjectFileReadable } from '../operations/project-files.access.js';
import { isApprovalPhotoReadable } from '../approvals/approval-photos.access.js';
import { canReadFile } from './files.access.js';

export type FileRow = typeof files.$inferSelect;

export const fileResourceURI = (fileId: string) => `/api/v1/files/${fileId}`;

export const toStoredFile = (row: FileRow): StoredFile => ({
  _id: row.id,
  category: row.category as UploadCategory,
  originalName: row.originalName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  width: row.width,
  height: row.height,
  resourceURI: fileResourceURI(row.id),
});

/** `{category}/{yyyy}/{mm}/{id}.{ext}`: built from our id and the detected type, never the client's name. */
export const storageKeyFor = (category: UploadCategory, fileId: string, ext: string, at: Date): string =>
  `${category}/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${fileId}.${ext}`;

/** The name shown back to people: no folders (old browsers send C:\fakepath\...), no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

export interface NewFile {
  category: UploadCategory;
  originalName: string;
  bytes: Buffer;
  ownerId: string;
}

/**
 * Checks the bytes, writes them to storage and records the row. Nothing is written when the content is
 * refused; the object is removed again if the row cannot be inserted.
 */
export async function storeFile(
  db: DbOrTx,
  storage: Storage,
  input: NewFile,
): Promise<{ file: StoredFile; storageKey: string }> {
  if (input.bytes.length > MAX_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const inspected = await inspectUpload(input.bytes, allowedMimeTypes(input.category));
  const id = newId();
  const storageKey = storageKeyFor(input.category, id, inspected.ext, new Date());
  await storage.put(storageKey, input.bytes, inspected.mimeType);
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        category: input.category,
        storageKey,
        originalName: cleanFileName(input.originalName),
        mimeType: inspected.mimeType,
        sizeBytes: input.bytes.length,
        width: inspected.width,
        height: inspected.height,
        sha256: inspected.sha256,
        ownerId: input.ownerId,
      })
      .returning();
    if (!row) throw new Error('insert into files returned no row');
    return { file: toStoredFile(row), storageKey };
  } catch (e) {
    await storage.delete(storageKey).catch(() => undefined);
    throw e;
  }
}

/** The file row, after checking that this viewer may read it (404 before 403, like every record). */
export async function findReadableFile(db: DbOrTx, viewer: SessionUser, fileId: string): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw new AppError('NOT_FOUND');
  // Someone else's file answers like a missing one: its existence is not theirs to learn (issue 15).
  // Issue 12: files attached to a project are read by the people on that project.
  if (
    !canReadFile(viewer, row) &&
    !(await isProjectFileReadable(db, viewer, row.id)) &&
    !(row.category === 'dreamboard' && (await isDreamboardFileReadable(db, viewer, row.id))) &&
    // Issue 14: completion and hold photos are read by the client and merchant of their item.
    !(await isApprovalPhotoReadable(db, viewer, row.id))
  )
    throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Issue 16: an inventory picture an admin uploaded (a shop product's or a voucher's) is public. Anyone
 * else's upload in that category stays private, so a client cannot publish a file by naming a category.
 */
export async function findPublicFile(db: DbOrTx, fileId: string): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.category, 'inventory')));
  const owner = row?.ownerId ? (await userContactsByIds(db, [row.ownerId])).get(row.ownerId) : undefined;
  if (!row || owner?.role !== 'admin') throw new AppError('NOT_FOUND');
  return row;
}

/** Issue 12: the stored rows of these files (owner, category, name), for modules that attach files. */
export async function fileRecordsByIds(db: DbOrTx, ids: readonly string[]): Promise<Map<string, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
