import { DRAFT_PROJECTS_PAGE_SIZE, MAX_ROWS_PER_PAGE } from '@reno/domain';
import { projects } from '../../db/schema/projects.js';
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
};

/** Spec draft listing: "sortBy created_at desc, rowsPerPage 12"; search by name ("Search Project By Name"). */
export const draftListRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultRowsPerPage: DRAFT_PROJECTS_PAGE_SIZE,
  defaultSearchFields: ['name'],
} as const;

/**
 * The dashboards' list, newest first. Without rowsPerPage it answers every project up to the largest
 * page: the dashboard's phase text reads the newest payment of every project (spec "Dashboard phase text").
 */
export const clientProjectListRules = {
  defaultSortBy: 'created_at',
  defaultSort: 'desc',
  defaultRowsPerPage: MAX_ROWS_PER_PAGE,
  defaultSearchFields: ['name'],
} as const;
