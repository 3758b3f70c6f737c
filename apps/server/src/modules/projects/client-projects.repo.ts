import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectQuotations, projects } from '../../db/schema/projects.js';

/** Every project of one client with its quotation total, newest first (dashboards; no paging in the spec). */
export const listClientProjects = (db: DbOrTx, clientId: string) =>
  db
    .select({ project: projects, quotationTotal: projectQuotations.totalAmount })
    .from(projects)
    .leftJoin(projectQuotations, eq(projectQuotations.projectId, projects.id))
    .where(eq(projects.clientId, clientId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
