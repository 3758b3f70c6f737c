import { type SQL, sql } from 'drizzle-orm';
import { projectQuotations, projects } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';

/**
 * The projects module's reads as subqueries another module's statement may embed (decision 025).
 */

type OwnProjectTotalJson = { id: string; name: string; stage: number; phase: string; total: number | null };

/**
 * The client's own project (id, name, stage, phase) with its quotation total, as JSON; null for
 * another client's project or none.
 */
export const ownProjectTotalSql = (clientId: SQL, projectId: SQL): SQL<OwnProjectTotalJson | null> => sql`(
  select json_build_object('id', ${projects.id}, 'name', ${projects.name}, 'stage', ${projects.stage},
    'phase', ${projects.phase}, 'total', ${projectQuotations.totalAmount})
  from ${projects} left join ${projectQuotations} on ${projectQuotations.projectId} = ${projects.id}
  where ${projects.id} = ${projectId} and ${projects.clientId} = ${clientId})`;

/** What `getProjectQuotationTotal` answers, from that JSON; another client's project answers as missing. */
export function ownProjectTotalFromJson(json: OwnProjectTotalJson | null) {
  if (!json) throw new AppError('NOT_FOUND');
  return {
    project: { _id: json.id, name: json.name, stage: json.stage, phase: json.phase },
    totalCents: json.total ?? 0,
  };
}
