import {
  isQuotationEditable,
  quantityEditError,
  quotationEditMessages,
  quotationTotals,
  repriceQuotationItem,
  type ProjectQuotationView,
} from '@reno/domain';
import type { Db } from '../../db/client.js';
import type { projects } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import {
  deleteQuotationItem,
  lockOwnProject,
  setItemQuantity,
  writeQuotationTotals,
} from './project-area.repo.js';
import type { VersionedRead } from './client-version.js';
import { findOwnProjectQuotation, readQuotationForEdit } from './projects.repo.js';
import { toItem } from './quotation-item-row.js';
import { numberQuotation } from './quotation-number.js';

/** What the Quotation page shows of the project. */
type QuotedProject = Pick<
  typeof projects.$inferSelect,
  'id' | 'name' | 'stage' | 'phase' | 'renovationAddress' | 'renovationPostalCode' | 'quotationGeneratedDate'
>;

function quotationView(
  project: QuotedProject,
  items: ReturnType<typeof toItem>[],
  quotation: { id: string; quotationNo: string | null } | null,
  canEdit: boolean,
): ProjectQuotationView {
  return {
    project: {
      _id: project.id,
      name: project.name,
      stage: project.stage,
      phase: project.phase,
      renovation_address: project.renovationAddress,
      renovation_postal_code: project.renovationPostalCode,
    },
    quotation_id: quotation?.id ?? null,
    quotation_no: quotation?.quotationNo ?? null,
    items,
    // The saved totals are the engine's over the saved lines; recomputed here so page and PDF always agree.
    totals: quotation ? quotationTotals(items) : null,
    quotation_generated_date: project.quotationGeneratedDate?.toISOString() ?? null,
    editable: canEdit,
  };
}

/** The Quotation page's data: the client's own quotation, line ids, and whether lines may change (one statement). */
export async function getProjectQuotation(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<ProjectQuotationView> {
  const { page } = await readProjectQuotation(db, clientId, projectId);
  if (!page) throw new Error('the quotation statement answered no lines');
  return page;
}

/**
 * The page and the client's version it was read at (decision 031). Given the version of a copy the
 * caller kept (`knownVersion`), the page is null when that copy is still the page; the project is
 * checked as the client's own either way.
 */
export async function readProjectQuotation(
  db: Db,
  clientId: string,
  projectId: string,
  knownVersion: string | null = null,
): Promise<VersionedRead<ProjectQuotationView>> {
  const own = await findOwnProjectQuotation(db, clientId, projectId, knownVersion);
  // Another client's project answers as missing, so ids cannot be probed.
  if (!own) throw new AppError('NOT_FOUND');
  const { project, quotation: totalsRow, version, items } = own;
  if (!items) return { version, page: null };
  const canEdit = isQuotationEditable({
    phase: project.phase,
    firstPaymentStatus: own.firstPaymentStatus ?? undefined,
  });
  const quotation = totalsRow ? { id: totalsRow.id, quotationNo: totalsRow.quotationNo } : null;
  return { version, page: quotationView(project, items, quotation, canEdit) };
}

type Change = { kind: 'quantity'; quantityHundredths: number } | { kind: 'remove' };

/**
 * One change to one line, then the totals recomputed by the domain engine from the saved lines and
 * written with the quotation date and works amount, all in one transaction. The project row is locked
 * first, so the editable check and the write see the same state (a checkout cannot slip in between).
 * The page's new state is answered from what the transaction read and wrote (issue 19: no second read).
 */
async function changeItem(
  db: Db,
  clientId: string,
  projectId: string,
  itemId: string,
  change: Change,
): Promise<ProjectQuotationView> {
  return db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, clientId, projectId);
    if (!project) throw new AppError('NOT_FOUND');
    const saved = await readQuotationForEdit(tx, projectId);
    if (!isQuotationEditable({ phase: project.phase, firstPaymentStatus: saved.firstPaymentStatus }))
      throw new AppError('CONFLICT', quotationEditMessages.notEditable);
    // The lines as the lock found them: every change to them holds the same lock (issue 19: no re-read).
    const rows = saved.items;
    const row = rows.find((r) => r.id === itemId);
    if (!row) throw new AppError('NOT_FOUND');
    let items: ReturnType<typeof toItem>[];
    if (change.kind === 'quantity') {
      // Issue 15 item 6: measured lines keep what their areas give, lump sums stay whole.
      const refused = quantityEditError(toItem(row), change.quantityHundredths);
      if (refused)
        throw new AppError('BAD_REQUEST', refused, [{ field: 'quantity_hundredths', message: refused }]);
      const repriced = repriceQuotationItem(toItem(row), change.quantityHundredths);
      const values = {
        quantityHundredths: repriced.quantity_hundredths,
        price: repriced.price,
        competitorPrice: repriced.competitor_price,
      };
      await setItemQuantity(tx, itemId, values);
      items = rows.map((r) => toItem(r.id === itemId ? { ...r, ...values } : r));
    } else {
      await deleteQuotationItem(tx, itemId);
      items = rows.filter((r) => r.id !== itemId).map(toItem);
    }
    const services = [...new Set(items.map((i) => i.services))];
    const totals = quotationTotals(items);
    const now = new Date();
    const quotation = await writeQuotationTotals(tx, projectId, totals, services, now);
    const quotationNo = await numberQuotation(tx, projectId, quotation.quotationNo, now);
    return quotationView(
      { ...project, quotationGeneratedDate: now },
      items,
      { id: quotation.id, quotationNo },
      true,
    );
  });
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
