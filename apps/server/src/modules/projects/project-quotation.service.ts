import {
  QuotationItem,
  isQuotationEditable,
  quotationEditMessages,
  quotationTotals,
  repriceQuotationItem,
  type ProjectQuotationView,
  type QuotationItemRow,
} from '@reno/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import type { projects, quotationItems } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import { firstPaymentStatus } from './payment-lock.js';
import {
  deleteQuotationItem,
  findQuotationItem,
  lockOwnProject,
  readProjectQuotationRow,
  setItemQuantity,
  writeQuotationTotals,
} from './project-area.repo.js';
import { findOwnProject, readQuotationItems } from './projects.repo.js';

type ItemRow = typeof quotationItems.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

/** Parsed, not cast: a row an admin tool wrote badly fails here instead of in the client's screen. */
export const toItem = (i: ItemRow): QuotationItemRow => ({
  _id: i.id,
  ...QuotationItem.parse({
    area_id: i.areaId,
    area: i.area,
    area_label: i.areaLabel,
    service_id: i.serviceId,
    services: i.services,
    scope_of_work: i.scopeOfWork,
    name_of: i.nameOf,
    includes: i.includes,
    description_of_work: i.descriptionOfWork,
    quantity_hundredths: i.quantityHundredths,
    unit: i.unit,
    wastage: i.wastage,
    price_per_quantity: i.pricePerQuantity,
    price: i.price,
    competitor_price_per_quantity: i.competitorPricePerQuantity,
    competitor_price: i.competitorPrice,
    required_time: i.requiredTime,
    service_warranty_duration: i.serviceWarrantyDuration,
    priority: i.priority,
    property_room: i.propertyRoom,
    room_size: i.roomSize,
    status: i.status,
  }),
});

const editable = async (db: DbOrTx, project: ProjectRow) =>
  isQuotationEditable({ phase: project.phase, firstPaymentStatus: await firstPaymentStatus(db, project.id) });

/** The Quotation page's data: the client's own quotation, line ids, and whether lines may change. */
export async function getProjectQuotation(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<ProjectQuotationView> {
  const project = await findOwnProject(db, clientId, projectId);
  // Another client's project answers as missing, so ids cannot be probed.
  if (!project) throw new AppError('NOT_FOUND');
  const [rows, totalsRow, canEdit] = await Promise.all([
    readQuotationItems(db, projectId),
    readProjectQuotationRow(db, projectId),
    editable(db, project),
  ]);
  const items = rows.map(toItem);
  return {
    project: {
      _id: project.id,
      name: project.name,
      stage: project.stage,
      phase: project.phase,
      renovation_address: project.renovationAddress,
      renovation_postal_code: project.renovationPostalCode,
    },
    quotation_id: totalsRow?.id ?? null,
    items,
    // The saved totals are the engine's over the saved lines; recomputed here so page and PDF always agree.
    totals: totalsRow ? quotationTotals(items) : null,
    quotation_generated_date: project.quotationGeneratedDate?.toISOString() ?? null,
    editable: canEdit,
  };
}

type Change = { kind: 'quantity'; quantityHundredths: number } | { kind: 'remove' };

/**
 * One change to one line, then the totals recomputed by the domain engine from the saved lines and
 * written with the quotation date and works amount, all in one transaction. The project row is locked
 * first, so the editable check and the write see the same state (a checkout cannot slip in between).
 */
async function changeItem(db: Db, clientId: string, projectId: string, itemId: string, change: Change) {
  await db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, clientId, projectId);
    if (!project) throw new AppError('NOT_FOUND');
    if (!(await editable(tx, project))) throw new AppError('CONFLICT', quotationEditMessages.notEditable);
    const row = await findQuotationItem(tx, projectId, itemId);
    if (!row) throw new AppError('NOT_FOUND');
    if (change.kind === 'quantity') {
      const repriced = repriceQuotationItem(toItem(row), change.quantityHundredths);
      await setItemQuantity(tx, itemId, {
        quantityHundredths: repriced.quantity_hundredths,
        price: repriced.price,
        competitorPrice: repriced.competitor_price,
      });
    } else {
      await deleteQuotationItem(tx, itemId);
    }
    const items = (await readQuotationItems(tx, projectId)).map(toItem);
    const services = [...new Set(items.map((i) => i.services))];
    await writeQuotationTotals(tx, projectId, quotationTotals(items), services, new Date());
  });
  return getProjectQuotation(db, clientId, projectId);
}

export const updateQuotationItemQuantity = (
  db: Db,
  clientId: string,
  projectId: string,
  itemId: string,
  quantityHundredths: number,
) => changeItem(db, clientId, projectId, itemId, { kind: 'quantity', quantityHundredths });

export const removeQuotationItem = (db: Db, clientId: string, projectId: string, itemId: string) =>
  changeItem(db, clientId, projectId, itemId, { kind: 'remove' });
