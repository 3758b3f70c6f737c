import type { ListQuery } from '@reno/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { type DbOrTx, preparedSql, queryRows } from '../../db/client.js';
import { projectQuotations, projects } from '../../db/schema/projects.js';
import { type PaymentEntryJson, phaseEntriesOfClientSql } from '../payments/payments.subqueries.js';
import { listOrder, listWhere } from '../../platform/list-query.js';
import { clientVersionSql, copyStillTrueSql } from './client-version.js';
import { projectListColumns } from './project-list.js';

/** A card of the page, as the statement writes it. */
export interface ClientProjectJson {
  id: string;
  name: string;
  phase: string;
  stage: number;
  project_type: string;
  renovation_address: string | null;
  renovation_country: string;
  renovation_postal_code: string | null;
  works_amount: number | null;
  quotation_total: number | null;
  /** The floorplan image a card may show: only a file the client uploaded (files module's rule). */
  cover_file_id: string | null;
  quotation_generated_date: string | null;
  created_at: string;
  /** The project's newest payment entry, or null. */
  latest_payment: PaymentEntryJson | null;
}

export interface ClientProjectsPage {
  items: ClientProjectJson[];
  total: number;
  /** The client's newest payment entry and newest Approved one (`phaseEntriesOfClientSql`). */
  phase_entries: [PaymentEntryJson | null, PaymentEntryJson | null];
}

export interface ClientProjectsRow {
  /** The client's version (decision 031); null before anything of theirs was written. */
  version: string | null;
  /** Null when the version is the one the caller knew: its copy is still the page. */
  page: ClientProjectsPage | null;
}

/** The page's columns, in the order each card's JSON array lists them. */
const CARD_COLUMNS = [
  'id',
  'name',
  'phase',
  'stage',
  'project_type',
  'renovation_address',
  'renovation_country',
  'renovation_postal_code',
  'works_amount',
  'quotation_total',
  'cover_file_id',
  'quotation_generated_date',
  'created_at',
  'latest_payment',
] as const satisfies readonly (keyof ClientProjectJson)[];

interface StatementRow {
  version: string | null;
  page: [unknown[][], number, ClientProjectsPage['phase_entries']] | null;
}

const cardOf = (values: unknown[]): ClientProjectJson =>
  Object.fromEntries(CARD_COLUMNS.map((key, i) => [key, values[i]])) as unknown as ClientProjectJson;

/**
 * One page of the client's projects with each card's newest payment, their total and the two payment
 * entries the phase text reads, in one statement (issue 19, decision 025). What it reads grows with the
 * page, not with the client's projects or receipts. Each card's cover and newest payment are the
 * project row's copies (decision 029): a lookup per card cost the statement about as much as the rest.
 * The total is counted only when the page cannot tell it: a page shorter than asked, not past the end,
 * ends the list. The page is ordered in its CTE, which json_agg reads in that order (nothing is joined
 * after it). Each card is a JSON array, not an object (decision 027): PostgreSQL wrote 20 cards as
 * objects in about 0.19 ms of the statement's 0.65 ms, as arrays in about half that.
 *
 * The statement also answers the client's version (decision 031), read in the same snapshot as the
 * page. Given the version of a copy the server kept (`known`), it answers only the version when that
 * is still the client's, and the page is not read (`copyStillTrueSql`).
 */
function clientPageSql(where: SQL, order: SQL[], clientId: SQL, limit: SQL, offset: SQL, known: SQL): SQL {
  const by = sql.join(order, sql`, `);
  return sql`with page as (
    select ${projects.id} as id, ${projects.name} as name, ${projects.phase} as phase, ${projects.stage} as stage,
      ${projects.projectType} as project_type, ${projects.renovationAddress} as renovation_address,
      ${projects.renovationCountry} as renovation_country, ${projects.renovationPostalCode} as renovation_postal_code,
      ${projects.worksAmount} as works_amount, ${projectQuotations.totalAmount} as quotation_total,
      ${projects.coverFileId} as cover_file_id,
      ${projects.quotationGeneratedDate} as quotation_generated_date, ${projects.createdAt} as created_at,
      case when ${projects.latestPaymentAt} is not null then json_build_array(${projects.latestPaymentStage},
        ${projects.latestPaymentStatus}, ${projects.latestPaymentAt}) end as latest_payment
    from ${projects}
    left join ${projectQuotations} on ${projectQuotations.projectId} = ${projects.id}
    where ${where} order by ${by} limit ${limit} offset ${offset}
  )
  select ${clientVersionSql(clientId)} as version,
    case when ${copyStillTrueSql(clientId, known)} then null else json_build_array(
      (select coalesce(json_agg(json_build_array(${sql.raw(CARD_COLUMNS.join(', '))})), '[]'::json) from page),
      (select case when count(*) < ${limit} and (count(*) > 0 or ${offset} = 0) then ${offset} + count(*)
        else (select count(*) from ${projects}
          left join ${projectQuotations} on ${projectQuotations.projectId} = ${projects.id} where ${where})
        end from page)::int,
      ${phaseEntriesOfClientSql(clientId)}) end as page`;
}

/**
 * The dashboards ask for the plain list (no search or filter) on every visit: one prepared statement
 * per sort, which the allow-list bounds, so its SQL is built once.
 */
const plainPages = new Map<string, ReturnType<typeof preparedSql<StatementRow>>>();
function plainPage(query: ListQuery) {
  const key = `${query.sortBy}:${query.sort}`;
  let run = plainPages.get(key);
  if (!run) {
    const clientId = sql.placeholder('clientId');
    run = preparedSql<StatementRow>(() =>
      clientPageSql(
        eq(projects.clientId, clientId),
        listOrder(query, projectListColumns, projects.id),
        sql`${clientId}`,
        sql`${sql.placeholder('limit')}::int`,
        sql`${sql.placeholder('offset')}::int`,
        sql`${sql.placeholder('known')}`,
      ),
    );
    plainPages.set(key, run);
  }
  return run;
}

/** The page, unless `knownVersion` is still the client's version (then only the version). */
export async function listClientProjects(
  db: DbOrTx,
  clientId: string,
  query: ListQuery,
  knownVersion: string | null = null,
): Promise<ClientProjectsRow> {
  const rows =
    query.filters.length === 0 && !query.search
      ? await plainPage(query)(db, {
          clientId,
          limit: query.rowsPerPage,
          offset: query.offset,
          known: knownVersion,
        })
      : await queryRows<StatementRow>(
          db,
          clientPageSql(
            listWhere(query, projectListColumns, eq(projects.clientId, clientId)) ?? sql`true`,
            listOrder(query, projectListColumns, projects.id),
            sql`${clientId}`,
            sql`${query.rowsPerPage}::int`,
            sql`${query.offset}::int`,
            sql`${knownVersion}`,
          ),
        );
  const [row] = rows;
  if (!row) throw new Error('the client page statement answered no row');
  if (!row.page) return { version: row.version, page: null };
  const [items, total, phase_entries] = row.page;
  return { version: row.version, page: { items: items.map(cardOf), total, phase_entries } };
}
