import type { ServicesScheduleEntry } from '@reno/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectServices, servicesSchedules } from '../../db/schema/operations.js';

/** The services schedule of projects, by date; `onlyServiceIds` keeps a merchant's own entries. */
export async function servicesScheduleOf(
  db: DbOrTx,
  projectIds: readonly string[],
  onlyServiceIds?: readonly string[],
): Promise<(ServicesScheduleEntry & { project_id: string })[]> {
  if (projectIds.length === 0 || onlyServiceIds?.length === 0) return [];
  const rows = await db
    .select({ entry: servicesSchedules, services: projectServices.services })
    .from(servicesSchedules)
    .innerJoin(projectServices, eq(projectServices.id, servicesSchedules.projectServiceId))
    .where(
      and(
        inArray(servicesSchedules.projectId, [...projectIds]),
        onlyServiceIds ? inArray(servicesSchedules.projectServiceId, [...onlyServiceIds]) : undefined,
      ),
    )
    .orderBy(asc(servicesSchedules.date), asc(projectServices.position));
  return rows.map(({ entry, services }) => ({
    _id: entry.id,
    project_id: entry.projectId,
    project_service_id: entry.projectServiceId,
    services,
    date: entry.date,
    type: entry.type as 'works' | 'other',
    stage: entry.stage,
    note: entry.note,
  }));
}
