import type { SessionUser } from '@reno/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices } from '../../db/schema/operations.js';
import { AppError } from '../../platform/errors.js';
import { findProjectRecord, type ProjectRecord } from '../projects/project-records.service.js';

export type ProjectRow = ProjectRecord;

/** Statuses in which a merchant is on a service: assigned (incoming) or holding it. */
export const MERCHANT_ON_SERVICE = ['Assigned', 'Accepted', 'Hold', 'Approved', 'Completed'] as const;

/**
 * Issue 12 rule: "every route checks the role and the record". A project for a viewer: any for an
 * admin; the owner for a client; an assigned project for a project manager; for a merchant a project
 * where one of its services is assigned to it. Anything else answers 404, exactly as a missing one.
 */
export async function projectForViewer(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
  options: { merchantMustHaveAccepted?: boolean } = {},
): Promise<ProjectRow> {
  const project = await findProjectRecord(db, projectId);
  if (!project) throw new AppError('NOT_FOUND');
  switch (viewer.role) {
    case 'admin':
      return project;
    case 'client':
      if (project.clientId === viewer._id) return project;
      break;
    case 'project_manager':
      if (project.projectManagerId === viewer._id) return project;
      break;
    case 'merchant': {
      const statuses = options.merchantMustHaveAccepted
        ? (['Accepted', 'Hold', 'Approved', 'Completed'] as const)
        : MERCHANT_ON_SERVICE;
      const [held] = await db
        .select({ id: projectServices.id })
        .from(projectServices)
        .where(
          and(
            eq(projectServices.projectId, projectId),
            eq(projectServices.merchantId, viewer._id),
            inArray(projectServices.status, [...statuses]),
          ),
        )
        .limit(1);
      if (held) return project;
      break;
    }
  }
  throw new AppError('NOT_FOUND');
}
