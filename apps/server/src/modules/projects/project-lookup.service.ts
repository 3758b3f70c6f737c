import type { SessionUser } from '@reno/domain';
import { eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/list-query.js';

/** What other modules may know of a project: who owns it and how far along it is. */
export interface ProjectSummaryForModules {
  _id: string;
  name: string;
  stage: number;
  client_id: string;
}

/**
 * A project for a reader: its owning client, or an admin. Anyone else (another client) is told it is
 * missing, so project ids cannot be probed. Added for the time schedule (issue 6).
 */
export async function getProjectForViewer(
  db: DbOrTx,
  viewer: SessionUser,
  projectId: string,
): Promise<ProjectSummaryForModules> {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, stage: projects.stage, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row || (viewer.role !== 'admin' && row.clientId !== viewer._id)) throw new AppError('NOT_FOUND');
  return { _id: row.id, name: row.name, stage: row.stage, client_id: row.clientId };
}

/**
 * The ids of projects whose name contains the text, as a subquery another module's list can filter on
 * (the admin payment review searches by project name), so the search stays one paged SQL query.
 */
export const projectIdsNamedLike = (db: DbOrTx, text: string) =>
  db
    .select({ id: projects.id })
    .from(projects)
    .where(ilike(projects.name, containsPattern(text)));
