import { and, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { chunkedUploads } from '../../db/schema/files.js';
import { deleteParts } from './chunked-uploads.service.js';

/**
 * Removes chunked uploads that were never completed before `expires_at`, and their parts. The rows go
 * first in one guarded DELETE, so an upload being completed right now (row locked, status flipping to
 * completed) is never purged from under it. main.ts calls this on a timer.
 */
export async function purgeExpiredUploads(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  now = new Date(),
): Promise<number> {
  const expired = await ctx.database.db
    .delete(chunkedUploads)
    .where(and(inArray(chunkedUploads.status, ['open', 'aborted']), lt(chunkedUploads.expiresAt, now)))
    .returning({ id: chunkedUploads.id, partCount: chunkedUploads.partCount });
  for (const upload of expired) await deleteParts(ctx.storage, upload);
  return expired.length;
}
