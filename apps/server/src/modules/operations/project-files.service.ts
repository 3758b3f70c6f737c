import {
  type AttachProjectFile,
  type ProjectFileKind,
  type ProjectFileView,
  type SessionUser,
  operationsMessages as m,
} from '@reno/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectFiles } from '../../db/schema/operations.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { fileRecordsByIds, fileResourceURI } from '../files/files.service.js';
import { projectForViewer } from './project-access.js';

type Uploader = 'admin' | 'merchant' | 'project_manager';

/** The upload category each kind of project file is stored under (POST /files?category=…). */
const CATEGORY_OF_KIND: Record<ProjectFileKind, string> = {
  special_specification: 'special_specification',
  detailed_drawing: 'detailed_drawing',
  floorplan: 'floorplan',
};

const toView = (row: {
  pf: typeof projectFiles.$inferSelect;
  name: string;
  mimeType: string;
}): ProjectFileView => ({
  _id: row.pf.id,
  project_id: row.pf.projectId,
  kind: row.pf.kind as ProjectFileKind,
  area: row.pf.area,
  description: row.pf.description,
  file_id: row.pf.fileId,
  path: fileResourceURI(row.pf.fileId),
  name: row.name,
  mime_type: row.mimeType,
  uploaded_by_role: row.pf.uploadedByRole as Uploader,
  created_at: row.pf.createdAt.toISOString(),
});

/** The files of these projects, newest first (one query). */
export async function filesOfProjects(
  db: DbOrTx,
  projectIds: readonly string[],
  kind?: ProjectFileKind,
): Promise<ProjectFileView[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select()
    .from(projectFiles)
    .where(
      and(inArray(projectFiles.projectId, [...projectIds]), kind ? eq(projectFiles.kind, kind) : undefined),
    )
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
  const stored = await fileRecordsByIds(
    db,
    rows.map((r) => r.fileId),
  );
  return rows.flatMap((pf) => {
    const file = stored.get(pf.fileId);
    return file ? [toView({ pf, name: file.originalName, mimeType: file.mimeType })] : [];
  });
}

/** GET /projects/{id}/files: everyone on the project. */
export async function listProjectFiles(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  kind?: ProjectFileKind,
): Promise<ProjectFileView[]> {
  const project = await projectForViewer(db, viewer, projectId);
  return filesOfProjects(db, [project.id], kind);
}

/**
 * POST /projects/{id}/files: the admin, the project manager or a merchant on the project attaches a file
 * they uploaded (category matching the kind). The same file twice on a project is refused by the
 * unique index, so a double submission attaches it once.
 */
export async function attachProjectFile(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  input: AttachProjectFile,
): Promise<ProjectFileView> {
  if (viewer.role === 'client') throw new AppError('FORBIDDEN');
  const project = await projectForViewer(db, viewer, projectId);
  const file = (await fileRecordsByIds(db, [input.file_id])).get(input.file_id);
  // Only a file the caller uploaded: an id seen elsewhere cannot pull someone's receipt into a project.
  if (!file || file.ownerId !== viewer._id) {
    throw new AppError('BAD_REQUEST', m.fileNotFound, [{ field: 'file_id', message: m.fileNotFound }]);
  }
  if (file.category !== CATEGORY_OF_KIND[input.kind]) {
    throw new AppError('BAD_REQUEST', m.fileWrongCategory, [
      { field: 'file_id', message: m.fileWrongCategory },
    ]);
  }
  try {
    const [row] = await db
      .insert(projectFiles)
      .values({
        projectId: project.id,
        fileId: file.id,
        kind: input.kind,
        area: input.area || null,
        description: input.description || null,
        uploadedBy: viewer._id,
        uploadedByRole: viewer.role,
      })
      .returning();
    if (!row) throw new Error('project file insert returned nothing');
    return toView({ pf: row, name: file.originalName, mimeType: file.mimeType });
  } catch (e) {
    if (uniqueViolation(e)) {
      const [existing] = await db
        .select()
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.fileId, file.id)));
      if (existing) return toView({ pf: existing, name: file.originalName, mimeType: file.mimeType });
    }
    throw e;
  }
}

/** DELETE /projects/{id}/files/{fileId}: the admin, or whoever attached it (still on the project). */
export async function detachProjectFile(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  projectFileId: string,
): Promise<{ deleted: true }> {
  if (viewer.role === 'client') throw new AppError('FORBIDDEN');
  const project = await projectForViewer(db, viewer, projectId);
  const deleted = await db
    .delete(projectFiles)
    .where(
      and(
        eq(projectFiles.id, projectFileId),
        eq(projectFiles.projectId, project.id),
        viewer.role === 'admin' ? undefined : eq(projectFiles.uploadedBy, viewer._id),
      ),
    )
    .returning({ id: projectFiles.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
  return { deleted: true };
}
