import { z } from 'zod';

/** One image of a project's floorplan, served by the files module (owner-only reads). */
export const ProjectFloorplanImage = z.object({
  fileId: z.string(),
  /** The file's name as uploaded; also the name a download is saved under. */
  name: z.string(),
  resourceURI: z.string(),
  /** The same file served as an attachment (Content-Disposition), for the floorplan download modal. */
  downloadURI: z.string(),
});
export type ProjectFloorplanImage = z.infer<typeof ProjectFloorplanImage>;

/**
 * Spec dashboard floorplan view: "Uploaded Floorplan" and "Generated Floorplan" (spec §3 Floorplan:
 * project_id, path, name, status (new)). Either is null until the client has made it.
 */
export const ProjectFloorplan = z.object({
  project_id: z.string(),
  name: z.string(),
  status: z.literal('new'),
  uploaded: ProjectFloorplanImage.nullable(),
  generated: ProjectFloorplanImage.nullable(),
});
export type ProjectFloorplan = z.infer<typeof ProjectFloorplan>;
