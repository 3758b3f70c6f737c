import type { SessionUser } from '@reno/domain';

/**
 * Who may read a stored file: its uploader, any admin, and for now any merchant or project manager,
 * because floorplans, payment receipts and Quotation Doctor uploads are shown to the people running
 * the project. Later issues narrow the last clause to members of a project the file is attached to;
 * this is the one place to change.
 */
export function canReadFile(viewer: SessionUser, file: { ownerId: string | null }): boolean {
  if (file.ownerId !== null && file.ownerId === viewer._id) return true;
  return viewer.role === 'admin' || viewer.role === 'merchant' || viewer.role === 'project_manager';
}
