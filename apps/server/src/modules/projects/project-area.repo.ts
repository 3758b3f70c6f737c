import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, preparedSql } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { projectQuotations, projects, quotationItems, quotationLists } from '../../db/schema/projects.js';

export async function readProjectQuotationRow(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select()
    .from(projectQuotations)
    .where(eq(projectQuotations.projectId, projectId))
    .limit(1);
  return row;
}

export async function updateRenovationLocation(
  db: DbOrTx,
  clientId: string,
  projectId: string,
  location: { address: string; postalCode: string },
) {
  const rows = await db
    .update(projects)
    .set({ renovationAddress: location.address, renovationPostalCode: location.postalCode })
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** What a quotation edit answers of the project (the Quotation page's header). */
export interface LockedProject {
  id: string;
  name: string;
  stage: number;
  phase: string;
  renovationAddress: string | null;
  renovationPostalCode: string | null;
}

/*
 * The edit's statements are written once and run as prepared statements (issue 19): built by the
 * query builder inside each transaction, they cost the server more than PostgreSQL took to run them.
 */
const lockOwnProjectRow = preparedSql<{
  id: string;
  name: string;
  stage: number;
  phase: string;
  renovation_address: string | null;
  renovation_postal_code: string | null;
}>(
  () => sql`select ${sql.identifier(projects.id.name)}, ${sql.identifier(projects.name.name)},
    ${sql.identifier(projects.stage.name)}, ${sql.identifier(projects.phase.name)},
    ${sql.identifier(projects.renovationAddress.name)}, ${sql.identifier(projects.renovationPostalCode.name)}
    from ${projects}
    where ${projects.id} = ${sql.placeholder('projectId')} and ${projects.clientId} = ${sql.placeholder('clientId')}
    for update`,
);

/** Locks the project row: edits of one quotation queue behind each other instead of racing. */
export async function lockOwnProject(
  db: DbOrTx,
  clientId: string,
  projectId: string,
): Promise<LockedProject | undefined> {
  const [row] = await lockOwnProjectRow(db, { clientId, projectId });
  return (
    row && {
      id: row.id,
      name: row.name,
      stage: row.stage,
      phase: row.phase,
      renovationAddress: row.renovation_address,
      renovationPostalCode: row.renovation_postal_code,
    }
  );
}

const setItemQuantityRow = preparedSql(
  () => sql`update ${quotationItems}
    set ${sql.identifier(quotationItems.quantityHundredths.name)} = ${sql.placeholder('quantityHundredths')},
      ${sql.identifier(quotationItems.price.name)} = ${sql.placeholder('price')},
      ${sql.identifier(quotationItems.competitorPrice.name)} = ${sql.placeholder('competitorPrice')}
    where ${quotationItems.id} = ${sql.placeholder('itemId')}`,
);
export const setItemQuantity = async (
  db: DbOrTx,
  itemId: string,
  values: { quantityHundredths: number; price: number; competitorPrice: number },
) => {
  await setItemQuantityRow(db, { itemId, ...values });
};

const deleteItemRow = preparedSql(
  () => sql`delete from ${quotationItems} where ${quotationItems.id} = ${sql.placeholder('itemId')}`,
);
export const deleteQuotationItem = async (db: DbOrTx, itemId: string) => {
  await deleteItemRow(db, { itemId });
};

const totalsColumns = {
  totalAmount: projectQuotations.totalAmount,
  totalMarketRate: projectQuotations.totalMarketRate,
  totalSavings: projectQuotations.totalSavings,
  totalServices: projectQuotations.totalServices,
  totalAreas: projectQuotations.totalAreas,
  totalItems: projectQuotations.totalItems,
  totalRequiredTime: projectQuotations.totalRequiredTime,
  services: projectQuotations.services,
};
const totalsNames = Object.entries(totalsColumns).map(([key, column]) => ({
  key,
  name: sql.identifier(column.name),
  // The services list is a jsonb column; its value travels as JSON text.
  value: key === 'services' ? sql`${sql.placeholder(key)}::jsonb` : sql`${sql.placeholder(key)}`,
}));
const column = (c: { name: string }) => sql.identifier(c.name);

/**
 * The totals written to the project quotation (created if the project has none), the quotation list
 * and the project, in one statement; each row's updated_at as the query builder's onUpdate would set it.
 */
const writeTotalsRow = preparedSql<{ id: string; quotation_no: string | null }>(() => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const projectId = sql.placeholder('projectId');
  return sql`with saved as (
      insert into ${projectQuotations} (${column(projectQuotations.id)}, ${column(projectQuotations.projectId)},
        ${sql.join(
          totalsNames.map((c) => c.name),
          sql`, `,
        )})
      values (${sql.placeholder('newId')}, ${projectId}, ${sql.join(
        totalsNames.map((c) => c.value),
        sql`, `,
      )})
      on conflict (${column(projectQuotations.projectId)}) do update set ${sql.join(
        totalsNames.map((c) => sql`${c.name} = excluded.${c.name}`),
        sql`, `,
      )}, ${column(projectQuotations.updatedAt)} = ${now}
      returning ${column(projectQuotations.id)}, ${column(projectQuotations.quotationNo)}),
    list as (update ${quotationLists} set ${column(quotationLists.totalDesign)} = ${sql.placeholder('totalAmount')},
        ${column(quotationLists.lastSavedDate)} = ${now}
      where ${quotationLists.projectId} = ${projectId}),
    -- Spec §4: "Quotation date and works amount are saved to the project when the total changes".
    project as (update ${projects} set ${column(projects.worksAmount)} = ${sql.placeholder('totalAmount')},
        ${column(projects.quotationGeneratedDate)} = ${now}, ${column(projects.lastModified)} = ${now}
      where ${projects.id} = ${projectId})
    select * from saved`;
});

/**
 * The totals the engine computed, written to the project quotation, the quotation list and the project,
 * in one statement (issue 19). Answers the quotation's id and its number (null until first numbered).
 */
export async function writeQuotationTotals(
  db: DbOrTx,
  projectId: string,
  t: {
    total_price: number;
    total_market_rate: number;
    total_savings: number;
    total_services: number;
    total_areas: number;
    total_items: number;
    total_required_time: number;
  },
  services: string[],
  now: Date,
): Promise<{ id: string; quotationNo: string | null }> {
  const [row] = await writeTotalsRow(db, {
    newId: newId(),
    projectId,
    totalAmount: t.total_price,
    totalMarketRate: t.total_market_rate,
    totalSavings: t.total_savings,
    totalServices: t.total_services,
    totalAreas: t.total_areas,
    totalItems: t.total_items,
    totalRequiredTime: t.total_required_time,
    services: JSON.stringify(services),
    now: now.toISOString(),
  } satisfies Record<keyof typeof totalsColumns | 'newId' | 'projectId' | 'now', unknown>);
  if (!row) throw new Error('quotation totals upsert returned nothing');
  return { id: row.id, quotationNo: row.quotation_no };
}
