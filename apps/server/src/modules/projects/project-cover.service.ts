import { parseFloorplanDocument, type SessionUser } from '@reno/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkpoints } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import { fileResourceURI, findReadableFile } from '../files/files.service.js';

/**
 * The project dashboard's card covers (issue 6): a project's "Generated Floorplan", else its "Uploaded
 * Floorplan", as the file route's address (the web asks it for the thumb). Only a file the viewer may
 * read counts: an id someone else uploaded, written into the checkpoint json, is left out, and the card
 * shows the fallback cover, as does a project with no parsable floorplan.
 */
export async function projectCoverImages(
  db: DbOrTx,
  viewer: SessionUser,
  projectIds: readonly string[],
): Promise<Map<string, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ projectId: checkpoints.projectId, json: checkpoints.json })
    .from(checkpoints)
    .where(inArray(checkpoints.projectId, [...projectIds]));
  const covers = new Map<string, string>();
  await Promise.all(
    rows.map(async ({ projectId, json }) => {
      const doc = parseFloorplanDocument(json.floorplan);
      const fileId = doc?.generatedFileId || doc?.image.originalFileId;
      if (!fileId) return;
      try {
        await findReadableFile(db, viewer, fileId);
        covers.set(projectId, fileResourceURI(fileId));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
      }
    }),
  );
  return covers;
}
