import {
  type ClientProjectPage,
  type ListQueryInput,
  LatestPaymentSummary,
  type SessionUser,
  phaseEntries,
} from '@reno/domain';
import type { Db } from '../../db/client.js';
import { latestPaymentsOfClient } from '../payments/payments.service.js';
import { parseList } from '../../platform/list-query.js';
import { listClientProjects } from './client-projects.repo.js';
import { clientProjectListRules, projectListColumns } from './project-list.js';
import { projectCoverImages } from './project-cover.service.js';

/**
 * The signed-in client's projects as the client dashboard and the project dashboard show them: one
 * page, in at most three statements whatever the number of projects (issue 19): the page with the
 * count, the newest payment of each of the client's projects (the phase text and each card), and the
 * covers' files when a listed project has one.
 */
export async function getClientProjects(
  db: Db,
  viewer: SessionUser,
  input: ListQueryInput = {},
): Promise<ClientProjectPage> {
  const query = parseList(input, projectListColumns, clientProjectListRules);
  const [{ items: rows, totalCount }, latest] = await Promise.all([
    listClientProjects(db, viewer._id, query),
    latestPaymentsOfClient(db, viewer._id),
  ]);
  const covers = await projectCoverImages(
    db,
    viewer,
    rows.map((r) => ({ projectId: r.project.id, fileId: r.coverFileId })),
  );
  return {
    totalCount,
    payment_entries: phaseEntries([...latest.values()].map((p) => LatestPaymentSummary.parse(p))),
    items: rows.map(({ project, quotationTotal }) => {
      const found = latest.get(project.id);
      const latestPayment = found ? LatestPaymentSummary.parse(found) : null;
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
