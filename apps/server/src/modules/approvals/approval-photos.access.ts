import type { SessionUser } from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvalItems, approvalPhotos } from '../../db/schema/approvals.js';
import { findProjectRecord } from '../projects/project-records.service.js';

/**
 * Issue 14: completion and hold photos are read by the people of that item: the project's client, the
 * item's merchant, and admins (who resolve holds). Used by the files module when the viewer is not
 * the uploader.
 */
export async function isApprovalPhotoReadable(
  db: DbOrTx,
  viewer: SessionUser,
  fileId: string,
): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  const rows = await db
    .select({ projectId: approvalItems.projectId, merchantId: approvalItems.merchantId })
    .from(approvalPhotos)
    .innerJoin(approvalItems, eq(approvalItems.id, approvalPhotos.itemId))
    .where(eq(approvalPhotos.fileId, fileId));
  for (const r of rows) {
    if (viewer.role === 'merchant' && r.merchantId === viewer._id) return true;
    if (viewer.role === 'client' && (await findProjectRecord(db, r.projectId))?.clientId === viewer._id)
      return true;
  }
  return false;
}
