import {
  keyCollectionDate,
  priceQuotation,
  savedParts,
  type Catalogue,
  type Quotation,
  type SaveDesignNowProject,
  withoutWithdrawnChoices,
} from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  activeProjects,
  checkpoints,
  projects,
  questionnaireResults,
  quotationItems,
  quotationLists,
  stageStatuses,
} from '../../db/schema/projects.js';
import { writeQuotationTotals } from './project-area.repo.js';
import { quotationItemValues } from './quotation-item-row.js';
import { numberQuotation } from './quotation-number.js';

/**
 * Decision 022: a choice of a service an admin has since deactivated or withdrawn from that area (the
 * browser's catalogue is cached up to 5 minutes) is dropped, not refused: the client's other choices are
 * saved and priced, and the stored checkpoint no longer names it (the browser drops it the same way).
 * `knownServiceIds`: every service id, active or not; an id that never existed is still refused.
 */
export const withOfferedChoices = <T extends SaveDesignNowProject>(
  input: T,
  catalogue: Catalogue,
  knownServiceIds: ReadonlySet<string>,
): T => ({
  ...input,
  checkpoint: {
    ...input.checkpoint,
    choices: withoutWithdrawnChoices(
      catalogue,
      input.checkpoint.areas,
      input.checkpoint.choices,
      knownServiceIds,
    ),
  },
});

/** The quotation of a checkpoint, priced on the server from the catalogue; browser totals are never read. */
export const priceCheckpoint = (input: SaveDesignNowProject, catalogue: Catalogue): Quotation =>
  priceQuotation({
    questionnaire: input.questionnaire,
    areas: input.checkpoint.areas,
    choices: input.checkpoint.choices,
    catalogue,
  });

/**
 * Writes one progressive save into `tx` (spec "Design Now stages"): the project's dates and the active
 * project always, its stage when `stage` is given (see designNowStageUpdate: the payments own it once
 * they exist); from stage 3 the questionnaire, stage status and quotation list; from 4 the checkpoint;
 * from 18 the item list and project quotation.
 */
export async function writeProgress(
  tx: Tx,
  projectId: string,
  clientId: string,
  input: SaveDesignNowProject,
  quotation: Quotation,
  stage: number | undefined,
) {
  const { dnStage, questionnaire: q, checkpoint } = input;
  const parts = savedParts(dnStage);
  const now = new Date();

  await tx
    .update(projects)
    .set({
      ...(stage === undefined ? {} : { stage }),
      keyCollectionDate: keyCollectionDate(q),
      keyCollected: !q.new,
      preferedRenovationStartDate: q.prefered_renovation_start_date,
      requestHelp: q.request_help,
      budget: q.budget,
    })
    .where(eq(projects.id, projectId));

  let questionnaireId: string | null = null;
  if (parts.questionnaire) {
    const values = {
      projectId,
      propertyType: q.property_type,
      new: q.new,
      premiumStandard: q.premium_standard,
      propertyRoom: q.property_room,
      designType: q.design_type,
      keyCollectionQuarter: q.key_collection_quarter,
      keyCollectionYear: q.key_collection_year,
    };
    const [row] = await tx
      .insert(questionnaireResults)
      .values(values)
      .onConflictDoUpdate({ target: questionnaireResults.projectId, set: values })
      .returning({ id: questionnaireResults.id });
    questionnaireId = row?.id ?? null;
  }

  if (parts.checkpoint) {
    // The no-floor-plan flow does not send the floorplan editor's document: keep the stored one.
    let json: Record<string, unknown> = checkpoint;
    if (checkpoint.floorplan === undefined) {
      const [stored] = await tx
        .select({ json: checkpoints.json })
        .from(checkpoints)
        .where(eq(checkpoints.projectId, projectId));
      if (stored?.json.floorplan !== undefined) json = { ...checkpoint, floorplan: stored.json.floorplan };
    }
    const values = { projectId, clientId, questionnaireId, json, dnStage };
    await tx
      .insert(checkpoints)
      .values(values)
      .onConflictDoUpdate({ target: checkpoints.projectId, set: values });
  }

  // Spec: "below 3 only the project is created"; from 3 each completed stage is recorded.
  if (parts.questionnaire) {
    await tx.insert(stageStatuses).values({ projectId, stage: dnStage }).onConflictDoNothing();
    const list = {
      projectId,
      totalDesign: quotation.totals.total_price,
      designStage: dnStage,
      lastSavedDate: now,
    };
    await tx
      .insert(quotationLists)
      .values(list)
      .onConflictDoUpdate({ target: quotationLists.projectId, set: list });
  }

  if (parts.items) {
    await tx.delete(quotationItems).where(eq(quotationItems.projectId, projectId));
    if (quotation.items.length > 0) {
      await tx
        .insert(quotationItems)
        .values(quotation.items.map((item, position) => quotationItemValues(projectId, position, item)));
    }
    const services = [...new Set(quotation.items.map((i) => i.services))];
    const saved = await writeQuotationTotals(tx, projectId, quotation.totals, services, now);
    await numberQuotation(tx, projectId, saved.quotationNo, now);
  }

  const active = { clientId, projectId };
  await tx
    .insert(activeProjects)
    .values(active)
    .onConflictDoUpdate({ target: activeProjects.clientId, set: active });
}
