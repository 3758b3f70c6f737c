import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
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

/** Locks the project row: edits of one quotation queue behind each other instead of racing. */
export async function lockOwnProject(db: DbOrTx, clientId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
    .for('update');
  return row;
}

export const setItemQuantity = (
  db: DbOrTx,
  itemId: string,
  values: { quantityHundredths: number; price: number; competitorPrice: number },
) => db.update(quotationItems).set(values).where(eq(quotationItems.id, itemId));

export const deleteQuotationItem = (db: DbOrTx, itemId: string) =>
  db.delete(quotationItems).where(eq(quotationItems.id, itemId));

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
  const totals = {
    projectId,
    totalAmount: t.total_price,
    totalMarketRate: t.total_market_rate,
    totalSavings: t.total_savings,
    totalServices: t.total_services,
    totalAreas: t.total_areas,
    totalItems: t.total_items,
    totalRequiredTime: t.total_required_time,
    services,
  };
  const saved = db
    .insert(projectQuotations)
    .values(totals)
    .onConflictDoUpdate({ target: projectQuotations.projectId, set: totals })
    .returning({ id: projectQuotations.id, quotationNo: projectQuotations.quotationNo });
  const list = db
    .update(quotationLists)
    .set({ totalDesign: t.total_price, lastSavedDate: now })
    .where(eq(quotationLists.projectId, projectId));
  // Spec §4: "Quotation date and works amount are saved to the project when the total changes".
  const project = db
    .update(projects)
    .set({ worksAmount: t.total_price, quotationGeneratedDate: now })
    .where(eq(projects.id, projectId));
  const [row] = await queryRows<{ id: string; quotation_no: string | null }>(
    db,
    sql`with saved as (${saved.getSQL()}), list as (${list.getSQL()}), project as (${project.getSQL()}) select * from saved`,
  );
  if (!row) throw new Error('quotation totals upsert returned nothing');
  return { id: row.id, quotationNo: row.quotation_no };
}
