import type { ImageVariantQuery, SessionUser } from '@reno/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { getOrCreateVariant } from '../../platform/uploads/image-variants.js';
import { planVariant, wantsVariant, type Size } from '../../platform/uploads/variant-plan.js';
import { findPublicFile, findReadableFile, type FileRow } from './files.service.js';

export interface FileContent {
  bytes: Buffer;
  /** Set for variants: whether the resized image came from the storage cache. */
  cache?: 'hit' | 'miss';
}

/** What to answer for GET {resourceURI}: headers are known before any bytes are read, for 304s. */
export interface FileRead {
  etag: string;
  mimeType: string;
  fileName: string;
  load(): Promise<FileContent>;
}

const missingInStorage = () => new AppError('NOT_FOUND');

function original(storage: Storage, file: FileRow): FileRead {
  return {
    etag: `"${file.sha256}"`,
    mimeType: file.mimeType,
    fileName: file.originalName,
    load: async () => {
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw missingInStorage();
      return { bytes };
    },
  };
}

function variant(storage: Storage, file: FileRow, size: Size): FileRead {
  return {
    // Bytes of a file never change, so its hash plus the output size names a variant for good.
    etag: `"${file.sha256}-${size.width}x${size.height}"`,
    mimeType: file.mimeType,
    fileName: file.originalName,
    load: async () => {
      const result = await getOrCreateVariant(storage, file, size);
      if (!result) throw missingInStorage();
      return { bytes: result.bytes, cache: result.cacheHit ? 'hit' : 'miss' };
    },
  };
}

/** The original bytes, or the thumb/width/height/ratio variant of an image, for a viewer allowed to read it. */
export async function openFileForRead(
  deps: { db: Db; storage: Storage },
  viewer: SessionUser,
  fileId: string,
  query: ImageVariantQuery,
): Promise<FileRead> {
  return readAs(deps.storage, await findReadableFile(deps.db, viewer, fileId), query);
}

/** Issue 16: an admin's inventory picture, for anyone (GET /public-files/{id}). */
export async function openPublicFileForRead(
  deps: { db: Db; storage: Storage },
  fileId: string,
  query: ImageVariantQuery,
): Promise<FileRead> {
  return readAs(deps.storage, await findPublicFile(deps.db, fileId), query);
}

function readAs(storage: Storage, file: FileRow, query: ImageVariantQuery): FileRead {
  const deps = { storage };
  if (!wantsVariant(query)) return original(deps.storage, file);
  if (!file.mimeType.startsWith('image/') || file.width === null || file.height === null) {
    throw new AppError('BAD_REQUEST', 'thumb, width, height and ratio apply to images only.');
  }
  const size = planVariant({ width: file.width, height: file.height }, query);
  return size ? variant(deps.storage, file, size) : original(deps.storage, file);
}
