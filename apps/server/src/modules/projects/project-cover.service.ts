import type { SessionUser } from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';
import { fileResourceURI, readableFileIds } from '../files/files.service.js';

/**
 * The project dashboard's card covers (issue 6): a project's "Generated Floorplan", else its "Uploaded
 * Floorplan", as the file route's address (the web asks it for the thumb). The candidate ids come from
 * the list query (client-projects.repo.ts reads them inside the database, issue 19). Only a file the
 * viewer may read counts: an id someone else uploaded, written into the checkpoint json, is left out,
 * and the card shows the fallback cover, as does a project with no floorplan image.
 */
export async function projectCoverImages(
  db: DbOrTx,
  viewer: SessionUser,
  candidates: readonly { projectId: string; fileId: string | null }[],
): Promise<Map<string, string>> {
  const wanted = candidates.filter((c): c is { projectId: string; fileId: string } => Boolean(c.fileId));
  const readable = await readableFileIds(
    db,
    viewer,
    wanted.map((c) => c.fileId),
  );
  return new Map(
    wanted.filter((c) => readable.has(c.fileId)).map((c) => [c.projectId, fileResourceURI(c.fileId)]),
  );
}
