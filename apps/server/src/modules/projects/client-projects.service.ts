import {
  type ClientProjectPage,
  type ListQuery,
  type ListQueryInput,
  type SessionUser,
  phaseEntries,
} from '@reno/domain';
import type { Db } from '../../db/client.js';
import { isoTime } from '../../db/json-rows.js';
import { fileResourceURI } from '../files/files.service.js';
import { paymentEntryFromJson } from '../payments/payments.subqueries.js';
import { parseList } from '../../platform/list-query.js';
import type { VersionedRead } from './client-version.js';
import { listClientProjects } from './client-projects.repo.js';
import { clientProjectListRules, projectListColumns } from './project-list.js';

/**
 * The signed-in client's projects as the client dashboard and the project dashboard show them: one
 * page, in one statement whatever the number of projects (issue 19, decision 025): the page with its
 * total, each card's newest payment and the cover the client may see, and the client's newest and
 * newest Approved payments (the phase text).
 */
export async function getClientProjects(
  db: Db,
  viewer: SessionUser,
  input: ListQueryInput = {},
): Promise<ClientProjectPage> {
  const { page } = await readClientProjects(db, viewer, parseClientProjectsQuery(input));
  if (!page) throw new Error('the client page statement answered no page');
  return page;
}

export const parseClientProjectsQuery = (input: ListQueryInput): ListQuery =>
  parseList(input, projectListColumns, clientProjectListRules);

/**
 * The page and the client's version it was read at (decision 031). Given the version of a copy
 * the caller kept (`knownVersion`), the page is null when that copy is still the page.
 */
export async function readClientProjects(
  db: Db,
  viewer: SessionUser,
  query: ListQuery,
  knownVersion: string | null = null,
): Promise<VersionedRead<ClientProjectPage>> {
  const { version, page } = await listClientProjects(db, viewer._id, query, knownVersion);
  if (!page) return { version, page: null };
  const { items, total, phase_entries } = page;
  // Each entry is checked with the rest of the reply against ClientProjectPage (reply-serializer.ts).
  return {
    version,
    page: {
      totalCount: total,
      payment_entries: phaseEntries(phase_entries.map(paymentEntryFromJson).filter((e) => e !== null)),
      items: items.map((project) => {
        const latestPayment = paymentEntryFromJson(project.latest_payment);
        return {
          _id: project.id,
          name: project.name,
          phase: project.phase,
          stage: project.stage,
          project_type: project.project_type,
          address: project.renovation_address,
          country: project.renovation_country,
          postal_code: project.renovation_postal_code,
          works_amount: project.works_amount ?? project.quotation_total ?? null,
          // The generated (else uploaded) floorplan image, as the file route's address (the web asks it
          // for the thumb); none, or someone else's upload written into the checkpoint: the fallback cover.
          cover_image: project.cover_file_id ? fileResourceURI(project.cover_file_id) : null,
          quotation_date: project.quotation_generated_date ? isoTime(project.quotation_generated_date) : null,
          created_at: isoTime(project.created_at),
          latestPayment,
          has_payment_stage: latestPayment !== null,
        };
      }),
    },
  };
}
