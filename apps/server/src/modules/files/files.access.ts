import type { SessionUser } from '@reno/domain';

/**
 * Who may read a stored file: its uploader and any admin. Merchants and project managers will see a
 * project's floorplans and receipts once files are attached to projects (issue 6): widen this one
 * function then by project membership — never by role alone, or a merchant would read every client's
 * receipts.
 */
export function canReadFile(viewer: SessionUser, file: { ownerId: string | null }): boolean {
  if (file.ownerId !== null && file.ownerId === viewer._id) return true;
  return viewer.role === 'admin';
}
