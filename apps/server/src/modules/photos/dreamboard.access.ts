import type { SessionUser } from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dreamboardItems, dreamboards } from '../../db/schema/photos.js';
import { projectForViewer } from '../operations/project-access.js';

/**
 * A dreamboard photo is read by whoever may read the dreamboard (the files module asks when the viewer
 * is not the uploader): the project's client, project manager, merchants and admins, never by role alone.
 */
export async function isDreamboardFileReadable(
  db: DbOrTx,
  viewer: SessionUser,
  fileId: string,
): Promise<boolean> {
  const rows = await db
    .select({ projectId: dreamboards.projectId })
    .from(dreamboardItems)
    .innerJoin(dreamboards, eq(dreamboards.id, dreamboardItems.dreamboardId))
    .where(eq(dreamboardItems.imageFileId, fileId));
  for (const { projectId } of rows) {
    try {
      await projectForViewer(db, viewer, projectId);
      return true;
    } catch {
      // Not on this project; the photo may sit on another board of theirs.
    }
  }
  return false;
}
