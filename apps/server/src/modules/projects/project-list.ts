import { DEFAULT_ROWS_PER_PAGE, DRAFT_PROJECTS_PAGE_SIZE } from '@reno/domain';
import { sql } from 'drizzle-orm';
import { projectQuotations, projects } from '../../db/schema/projects.js';
import type { ListColumns } from '../../platform/list-query.js';

/**
 * Spec "Project list query params: page, rowsPerPage, sort, sortBy, search, searchBy, find, findBy,
 * find1, findBy1, findNin": the fields a client's project lists may sort, search and filter by. The
 * client id is not one of them: the session decides whose projects are listed.
 */
export const projectListColumns: ListColumns = {
  name: projects.name,
  phase: projects.phase,
  project_type: projects.projectType,
  stage: projects.stage,
  status: projects.status,
  postal_code: projects.renovationPostalCode,
  created_at: projects.createdAt,
  last_modified: projects.lastModified,
  // The card's contract amount in whole dollars: the saved works amount, else the quotation total
  // (lists that filter on it join project_quotations).
  works_amount: sql`coalesce(${projects.worksAmount}, ${projectQuotations.totalAmount}) / 100`,
};

/** Spec draft listing: "sortBy created_at desc, rowsPerPage 12"; search by name ("Search Project By Name"). */
export const draftListRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultRowsPerPage: DRAFT_PROJECTS_PAGE_SIZE,
  defaultSearchFields: ['name'],
} as const;

/**
 * The dashboards' list, newest first, paged on the server (issue 19): 20 a page unless asked. Spec
 * "Project dashboard": "Filter: postal_code and works_amount are number searches", so a find on either
 * matches what the field contains.
 */
export const clientProjectListRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultRowsPerPage: DEFAULT_ROWS_PER_PAGE,
  defaultSearchFields: ['name'],
  containsFilters: ['postal_code', 'works_amount'],
} as const;
