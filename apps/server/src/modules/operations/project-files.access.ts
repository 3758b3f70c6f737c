import type { SessionUser } from '@reno/domain';
import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectFiles, projectServices } from '../../db/schema/operations.js';
import { projects } from '../../db/schema/projects.js';
import { MERCHANT_ON_SERVICE } from './project-access.js';

/**
 * Issue 12: a file attached to a project is readable by everyone on that project (its client, its
 * project manager, a merchant with a service on it), never by role alone. One query, used by the
 * files module when the viewer is not the uploader.
 */
export async function isProjectFileReadable(
  db: DbOrTx,
  viewer: SessionUser,
  fileId: string,
): Promise<boolean> {
  const member: SQL | undefined =
    viewer.role === 'client'
      ? eq(projects.clientId, viewer._id)
      : viewer.role === 'project_manager'
        ? eq(projects.projectManagerId, viewer._id)
        : viewer.role === 'merchant'
          ? exists(
              db
                .select({ id: projectServices.id })
                .from(projectServices)
                .where(
                  and(
                    eq(projectServices.projectId, projects.id),
                    eq(projectServices.merchantId, viewer._id),
                    inArray(projectServices.status, [...MERCHANT_ON_SERVICE]),
                  ),
                ),
            )
          : undefined;
  if (!member) return viewer.role === 'admin';
  const [row] = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(and(eq(projectFiles.fileId, fileId), or(member)))
    .limit(1);
  return Boolean(row);
}
