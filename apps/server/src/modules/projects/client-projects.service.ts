import {
  type ClientProjectPage,
  type ListQueryInput,
  LatestPaymentSummary,
  type SessionUser,
} from '@reno/domain';
import type { Db } from '../../db/client.js';
import { latestPaymentsFor } from '../payments/payments.service.js';
import { parseList } from '../../platform/list-query.js';
import { listClientProjects } from './client-projects.repo.js';
import { clientProjectListRules, projectListColumns } from './project-list.js';
import { projectCoverImages } from './project-cover.service.js';

/** The newest payment status entry (stage, status, date) of each project, from the payments module. */
export async function latestPaymentFor(
  db: Db,
  projectIds: readonly string[],
): Promise<Map<string, LatestPaymentSummary>> {
  const latest = await latestPaymentsFor(db, projectIds);
  return new Map([...latest].map(([id, p]) => [id, LatestPaymentSummary.parse(p)]));
}

/** The signed-in client's projects as the client dashboard and the project dashboard show them. */
export async function getClientProjects(
  db: Db,
  viewer: SessionUser,
  input: ListQueryInput = {},
): Promise<ClientProjectPage> {
  const query = parseList(input, projectListColumns, clientProjectListRules);
  const { items: rows, totalCount } = await listClientProjects(db, viewer._id, query);
  const ids = rows.map((r) => r.project.id);
  const [latest, covers] = await Promise.all([
    latestPaymentFor(db, ids),
    projectCoverImages(db, viewer, ids),
  ]);
  return {
    totalCount,
    items: rows.map(({ project, quotationTotal }) => {
      const latestPayment = latest.get(project.id) ?? null;
      return {
        _id: project.id,
        name: project.name,
        phase: project.phase,
        stage: project.stage,
        project_type: project.projectType,
        address: project.renovationAddress,
        country: project.renovationCountry,
        postal_code: project.renovationPostalCode,
        works_amount: project.worksAmount ?? quotationTotal ?? null,
        cover_image: covers.get(project.id) ?? null,
        quotation_date: project.quotationGeneratedDate?.toISOString() ?? null,
        created_at: project.createdAt.toISOString(),
        latestPayment,
        has_payment_stage: latestPayment !== null,
      };
    }),
  };
}
