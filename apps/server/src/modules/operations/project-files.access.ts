import type { SessionUser } from '@reno/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectFiles, projectServices } from '../../db/schema/operations.js';
import { projectIdsOfMember } from '../projects/project-records.service.js';
import { MERCHANT_ON_SERVICE } from './project-access.js';

/**
 * Issue 12: a file attached to a project is readable by everyone on that project (its client, its
 * project manager, a merchant with a service on it), never by role alone. Used by the files module
 * when the viewer is not the uploader; two small queries.
 */
export async function isProjectFileReadable(
  db: DbOrTx,
  viewer: SessionUser,
  fileId: string,
): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  const attached = await db
    .select({ projectId: projectFiles.projectId })
    .from(projectFiles)
    .where(eq(projectFiles.fileId, fileId));
  const projectIds = attached.map((a) => a.projectId);
  if (projectIds.length === 0) return false;
  if (viewer.role === 'merchant') {
    const [held] = await db
      .select({ id: projectServices.id })
      .from(projectServices)
      .where(
        and(
          inArray(projectServices.projectId, projectIds),
          eq(projectServices.merchantId, viewer._id),
          inArray(projectServices.status, [...MERCHANT_ON_SERVICE]),
        ),
      )
      .limit(1);
    return Boolean(held);
  }
  const member = viewer.role === 'client' ? { clientId: viewer._id } : { projectManagerId: viewer._id };
  return (await projectIdsOfMember(db, projectIds, member)).length > 0;
}
