import {
  QuotationInputError,
  canCheckout,
  designNowStageUpdate,
  floorplanFilesOf,
  newFloorplanFiles,
  quotationEditMessages,
  savedParts,
  type DesignNowProject,
  type SaveDesignNowProject,
} from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { projects } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { catalogueServiceIds, loadCatalogue } from '../catalogue/catalogue.service.js';
import { priceCheckpoint, withOfferedChoices, writeProgress } from './design-now-save.js';
import { firstPaymentStatus, latestPaymentsFor } from './payment-lock.js';
import {
  enqueueProjectNotification,
  FLOORPLAN_UPLOADED_SUBJECT,
  readFloorplanFiles,
} from './project-notification.js';
import { readStoredFloorplan } from './projects.repo.js';
import { getDesignNowProject, ownProject } from './projects.service.js';

/**
 * A later progressive save of the client's own design-phase project. The project row is locked first,
 * so the checks below and the write see the same project; a checkout takes the same lock first
 * (lockProjectRow), so it cannot slip in between.
 */
export async function saveDesignNowProject(
  ctx: AppContext,
  clientId: string,
  projectId: string,
  sent: SaveDesignNowProject,
): Promise<DesignNowProject> {
  const db = ctx.database.db;
  await ownProject(db, clientId, projectId);
  const catalogue = await loadCatalogue(db);
  const input = withOfferedChoices(sent, catalogue, await catalogueServiceIds(db));
  let quotation;
  try {
    quotation = priceCheckpoint(input, catalogue);
  } catch (e) {
    if (e instanceof QuotationInputError) throw new AppError('BAD_REQUEST', e.message);
    throw e;
  }
  // Floorplan files this save brings (stage 4 upload, stage 18 generated plan) go to the admins; read
  // here, outside the transaction, and sent only if they are still new once the row is locked.
  const isCheckpointSaved = savedParts(input.dnStage).checkpoint;
  const before = await readStoredFloorplan(db, projectId);
  const fresh = isCheckpointSaved ? newFloorplanFiles(before, input.checkpoint.floorplan) : [];
  const client = fresh.length > 0 ? await getClientProfile(db, clientId) : null;
  const files = client
    ? await readFloorplanFiles(ctx, client, floorplanFilesOf(input.checkpoint.floorplan))
    : null;

  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw new AppError('NOT_FOUND');
    const first = await firstPaymentStatus(tx, projectId);
    // Past design, or once the deposit is paid, the quotation is the client's contract: Design Now no
    // longer rewrites it (spec §4 closes quotation editing once the first payment is Paid or Approved).
    if (project.phase !== 'design' || !canCheckout(first))
      throw new AppError('CONFLICT', quotationEditMessages.notEditable);
    const hasPayments = first !== undefined || (await latestPaymentsFor(tx, [projectId])).has(projectId);
    const stage = designNowStageUpdate(input.dnStage, { phase: project.phase, hasPayments });
    const stillNew =
      client && newFloorplanFiles(await readStoredFloorplan(tx, projectId), input.checkpoint.floorplan);
    await writeProgress(tx, projectId, clientId, input, quotation, stage);
    if (client && files && stillNew && stillNew.length > 0)
      await enqueueProjectNotification(tx, ctx.config, {
        subject: FLOORPLAN_UPLOADED_SUBJECT,
        client,
        projectName: project.name,
        input,
        quotation,
        files,
      });
  });
  return getDesignNowProject(db, clientId, projectId);
}
