import {
  MAX_OPEN_CHUNKED_UPLOADS,
  USER_STORAGE_QUOTA_BYTES,
  uploadQuotaMessages,
  type SessionUser,
} from '@reno/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chunkedUploads, files } from '../../db/schema/files.js';
import { AppError } from '../../platform/errors.js';

/**
 * Issue 15 item 8: checks, before a byte is written, that this user may take `bytes` more storage (and,
 * for a chunked upload, open one more). Stored files and the declared size of every unfinished upload
 * count, so parts in flight cannot overrun the quota. A transaction-scoped advisory lock per user makes
 * two uploads of the same user at once check one after the other. Admins are not limited.
 */
export async function reserveUploadSpace(
  tx: DbOrTx,
  owner: SessionUser,
  bytes: number,
  opensUpload: boolean,
): Promise<void> {
  if (owner.role === 'admin') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${owner._id}`}))`);
  const [[stored], [open]] = await Promise.all([
    tx
      .select({ bytes: sql<string | null>`sum(${files.sizeBytes})` })
      .from(files)
      .where(eq(files.ownerId, owner._id)),
    tx
      .select({
        count: sql<number>`count(*)::int`,
        bytes: sql<string | null>`sum(${chunkedUploads.sizeBytes})`,
      })
      .from(chunkedUploads)
      .where(
        and(
          eq(chunkedUploads.ownerId, owner._id),
          eq(chunkedUploads.status, 'open'),
          gt(chunkedUploads.expiresAt, sql`now()`),
        ),
      ),
  ]);
  if (opensUpload && (open?.count ?? 0) >= MAX_OPEN_CHUNKED_UPLOADS) {
    throw new AppError('TOO_MANY_REQUESTS', uploadQuotaMessages.tooManyOpenUploads);
  }
  const used = Number(stored?.bytes ?? 0) + Number(open?.bytes ?? 0);
  if (used + bytes > USER_STORAGE_QUOTA_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', uploadQuotaMessages.storageFull);
  }
}
