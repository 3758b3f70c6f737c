import { z } from 'zod';
import { operationsMessages as m } from './messages.js';

/**
 * Files the admin, the project manager or an assigned merchant attach to a project (issue 12 item 5):
 * the spec's "Special specification: _id, area, description, path", detailed drawings and floorplans.
 * The bytes go through the files module first (POST /files with the matching upload category); this
 * attaches the stored file to the project.
 */
export const PROJECT_FILE_KINDS = ['special_specification', 'detailed_drawing', 'floorplan'] as const;
export const ProjectFileKind = z.enum(PROJECT_FILE_KINDS);
export type ProjectFileKind = z.infer<typeof ProjectFileKind>;

export const AttachProjectFile = z.object({
  file_id: z.string({ error: m.required }).trim().min(1, m.required).max(64),
  kind: ProjectFileKind,
  /** Spec "Special specification: area". */
  area: z.string().trim().max(100).optional(),
  description: z.string().trim().max(2000).optional(),
});
export type AttachProjectFile = z.infer<typeof AttachProjectFile>;

/** A project file as every reader of the project sees it; `path` is the file's resourceURI. */
export const ProjectFileView = z.object({
  _id: z.string(),
  project_id: z.string(),
  kind: ProjectFileKind,
  area: z.string().nullable(),
  description: z.string().nullable(),
  file_id: z.string(),
  /** Spec "path": GET it (with ?download=1 to download). */
  path: z.string(),
  name: z.string(),
  mime_type: z.string(),
  uploaded_by_role: z.enum(['admin', 'merchant', 'project_manager']),
  created_at: z.string(),
});
export type ProjectFileView = z.infer<typeof ProjectFileView>;

export const ProjectFilesQuery = z.object({ kind: ProjectFileKind.optional() });
export type ProjectFilesQuery = z.infer<typeof ProjectFilesQuery>;
