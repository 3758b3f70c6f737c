import { parseFloorplanDocument, type ProjectFloorplan, type SessionUser } from '@reno/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { fileResourceURI, findReadableFile } from '../files/files.service.js';
import { findOwnProject, readDesignNowState } from './projects.repo.js';

/**
 * The client's own project's "Uploaded Floorplan" and "Generated Floorplan", from the checkpoint's
 * floorplan document (spec "Floorplan json is used only if it parses": anything else answers no images).
 * A file id the client could not read themselves (someone else's upload written into the json) is left
 * out rather than exposed.
 */
export async function getProjectFloorplan(
  db: Db,
  viewer: SessionUser,
  projectId: string,
): Promise<ProjectFloorplan> {
  const project = await findOwnProject(db, viewer._id, projectId);
  // Another client's project answers as missing, so ids cannot be probed.
  if (!project) throw new AppError('NOT_FOUND');
  const state = await readDesignNowState(db, projectId);
  const doc = parseFloorplanDocument(state.checkpoint?.json.floorplan);
  const image = async (fileId: string | null | undefined) => {
    if (!fileId) return null;
    try {
      const file = await findReadableFile(db, viewer, fileId);
      const resourceURI = fileResourceURI(fileId);
      return { fileId, name: file.originalName, resourceURI, downloadURI: `${resourceURI}?download=1` };
    } catch (e) {
      if (e instanceof AppError) return null;
      throw e;
    }
  };
  return {
    project_id: project.id,
    name: project.name,
    status: 'new',
    uploaded: await image(doc?.image.originalFileId),
    generated: await image(doc?.generatedFileId),
  };
}
