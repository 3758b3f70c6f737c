import { z } from 'zod';

/**
 * The list query every paged list accepts (spec "Project list query params": page, rowsPerPage, sort,
 * sortBy, search, searchBy, find, findBy, find1, findBy1, findNin). The raw query-string form is parsed
 * by `parseListQuery` against a per-list allow-list of fields.
 */
export const TABLE_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Spec §9: "a request of 10 becomes 20". */
export const TABLE_PAGE_SIZE_PROMOTED_FROM = 10;
export const TABLE_PAGE_SIZE_PROMOTED_TO = 20;
export const MAX_ROWS_PER_PAGE = 200;
export const DEFAULT_ROWS_PER_PAGE = 20;

export const ListQueryInput = z.object({
  page: z.string().optional(),
  rowsPerPage: z.string().optional(),
  sortBy: z.string().optional(),
  sort: z.string().optional(),
  search: z.string().optional(),
  searchBy: z.string().optional(),
  find: z.string().optional(),
  findBy: z.string().optional(),
  find1: z.string().optional(),
  findBy1: z.string().optional(),
  findNin: z.string().optional(),
});
export type ListQueryInput = z.infer<typeof ListQueryInput>;

export type SortDirection = 'asc' | 'desc';
export interface ListFilter {
  field: string;
  /** `equals` for find/findBy pairs (`contains` for the list's `containsFilters`), `notIn` for findNin. */
  op: 'equals' | 'contains' | 'notIn';
  values: string[];
}
export interface ListQuery {
  /** 1-based page. */
  page: number;
  rowsPerPage: number;
  offset: number;
  sortBy: string;
  sort: SortDirection;
  search?: { text: string; fields: string[] };
  filters: ListFilter[];
}

export interface ListQueryRules {
  /** Fields a client may sort, search or filter by. Anything else is refused. */
  fields: readonly string[];
  defaultSortBy: string;
  defaultSort?: SortDirection;
  defaultRowsPerPage?: number;
  maxRowsPerPage?: number;
  /** Fields searched when `search` comes without `searchBy`. */
  defaultSearchFields?: readonly string[];
  /** Fields whose find/findBy filter matches text the field contains (spec "number searches"). */
  containsFilters?: readonly string[];
}

export class ListQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The largest page (or page size) a list query names. */
export const MAX_LIST_NUMBER = 1_000_000;

const toInt = (field: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw new ListQueryError(field, `${field} must be a number.`);
  const value = Number.parseInt(raw, 10);
  // A page past any real list would reach the database as an offset no bigint holds (issue 15).
  if (value > MAX_LIST_NUMBER) throw new ListQueryError(field, `${field} must be at most 1,000,000.`);
  return value;
};

const splitValues = (raw: string) =>
  raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

/** Pure: turns the query string into a validated, allow-listed ListQuery or throws ListQueryError. */
export function parseListQuery(input: ListQueryInput, rules: ListQueryRules): ListQuery {
  const allowed = new Set(rules.fields);
  const checkField = (param: string, field: string) => {
    if (!allowed.has(field)) throw new ListQueryError(param, `${param} "${field}" is not allowed.`);
    return field;
  };
  const max = rules.maxRowsPerPage ?? MAX_ROWS_PER_PAGE;
  // Page 0 and page 1 both mean the first page: the spec's own lists ask for page 0 and page 1.
  const page = Math.max(1, toInt('page', input.page, 1));
  let rowsPerPage = toInt(
    'rowsPerPage',
    input.rowsPerPage,
    rules.defaultRowsPerPage ?? DEFAULT_ROWS_PER_PAGE,
  );
  if (rowsPerPage < 1) throw new ListQueryError('rowsPerPage', 'rowsPerPage must be a number.');
  rowsPerPage = Math.min(effectiveRowsPerPage(rowsPerPage), max);

  const sortBy = input.sortBy ? checkField('sortBy', input.sortBy) : rules.defaultSortBy;
  const sortRaw = (input.sort ?? rules.defaultSort ?? 'asc').toLowerCase();
  if (sortRaw !== 'asc' && sortRaw !== 'desc') throw new ListQueryError('sort', 'sort must be asc or desc.');

  const filters: ListFilter[] = [];
  const pair = (valueParam: 'find' | 'find1', fieldParam: 'findBy' | 'findBy1') => {
    const value = input[valueParam];
    const field = input[fieldParam];
    if (value === undefined && field === undefined) return;
    if (!field) throw new ListQueryError(fieldParam, `${fieldParam} is required.`);
    if (value === undefined) throw new ListQueryError(valueParam, `${valueParam} is required.`);
    const op = rules.containsFilters?.includes(field) ? 'contains' : 'equals';
    filters.push({ field: checkField(fieldParam, field), op, values: [value] });
  };
  pair('find', 'findBy');
  pair('find1', 'findBy1');
  if (input.findNin) {
    // findNin is "field:value1,value2" — exclude rows whose field is one of the values.
    const sep = input.findNin.indexOf(':');
    if (sep < 1) throw new ListQueryError('findNin', 'findNin must look like field:value1,value2.');
    const field = checkField('findNin', input.findNin.slice(0, sep));
    filters.push({ field, op: 'notIn', values: splitValues(input.findNin.slice(sep + 1)) });
  }

  let search: ListQuery['search'];
  const text = input.search?.trim();
  if (text) {
    const fields = input.searchBy
      ? splitValues(input.searchBy).map((f) => checkField('searchBy', f))
      : [...(rules.defaultSearchFields ?? [])];
    if (fields.length === 0) throw new ListQueryError('searchBy', 'searchBy is required.');
    search = { text, fields };
  }

  return {
    page,
    rowsPerPage,
    offset: (page - 1) * rowsPerPage,
    sortBy,
    sort: sortRaw,
    ...(search ? { search } : {}),
    filters,
  };
}

/** The page size a table actually gets for the size it asked for (10 is served as 20). */
export const effectiveRowsPerPage = (requested: number) =>
  requested === TABLE_PAGE_SIZE_PROMOTED_FROM ? TABLE_PAGE_SIZE_PROMOTED_TO : requested;
