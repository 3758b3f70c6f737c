import {
  type SessionUser,
  type GeneratorDocument,
  type GeneratorOptions,
  type GeneratorProject,
  type GeneratorProjectPage,
  type ListQueryInput,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { issuedInvoiceStages } from '../payments/invoice-document.service.js';
import { getProjectQuotation } from '../projects/project-quotation.service.js';
import {
  findProjectRecord,
  listDeskProjectRows,
  type ProjectRecord,
} from '../projects/project-records.service.js';
import { issuedOrderInvoices } from '../variation-orders/order-invoice.service.js';
import { type GeneratedDocument, generatorDocuments } from './generator.documents.js';

async function toProjects(db: DbOrTx, rows: ProjectRecord[]): Promise<GeneratorProject[]> {
  const people = await userContactsByIds(
    db,
    rows.map((p) => p.clientId),
  );
  return rows.map((p) => {
    const person = people.get(p.clientId);
    return {
      _id: p.id,
      name: p.name,
      client_name: person ? `${person.firstName} ${person.lastName}`.trim() || person.email : null,
      phase: p.phase,
      stage: p.stage,
      created_at: p.createdAt.toISOString(),
    };
  });
}

/** GET /admin/generator/projects: every project, through the project desk's list query (name, client...). */
export async function listGeneratorProjects(
  db: DbOrTx,
  input: ListQueryInput,
): Promise<GeneratorProjectPage> {
  const page = await listDeskProjectRows(db, input, {});
  return {
    items: await toProjects(
      db,
      page.items.map((r) => r.project),
    ),
    totalCount: page.totalCount,
  };
}

async function projectOrMissing(db: DbOrTx, id: string): Promise<ProjectRecord> {
  const project = await findProjectRecord(db, id);
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}

/** GET /admin/generator/projects/:id: what can be generated for the project now. */
export async function generatorOptions(db: DbOrTx, id: string): Promise<GeneratorOptions> {
  const project = await projectOrMissing(db, id);
  const [quotation, stages, [view], orders] = await Promise.all([
    getProjectQuotation(db, project.clientId, id),
    issuedInvoiceStages(db, id),
    toProjects(db, [project]),
    issuedOrderInvoices(db, id),
  ]);
  return {
    project: view!,
    quotation: Boolean(quotation.totals && quotation.quotation_no && quotation.quotation_generated_date),
    progressive_invoice_stages: stages,
    variation_order_invoices: orders,
  };
}

/** GET /admin/generator/projects/:id/documents/:document: the PDF, made now. */
export async function generateDocument(
  ctx: AppContext,
  id: string,
  document: GeneratorDocument,
  options: { stage?: number | undefined; order?: string | undefined; admin: SessionUser },
): Promise<GeneratedDocument> {
  const project = await projectOrMissing(ctx.database.db, id);
  return generatorDocuments[document](ctx, { id: project.id, clientId: project.clientId }, options);
}
