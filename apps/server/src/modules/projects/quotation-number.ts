import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { projectQuotations } from '../../db/schema/projects.js';
import { nextDocumentNumber } from '../documents/document-numbers.service.js';

/**
 * Gives the project's quotation its number (Q-2026-000123) the first time it is priced, in the same
 * transaction, so a save that rolls back leaves no gap in the series. Later saves and edits keep the
 * number: it names the client's quotation for the life of the project. The caller holds the project's
 * row lock, so two saves of one project cannot both number it. `current` is the number the quotation
 * already has, as the totals write answered it. Answers the quotation's number.
 */
export async function numberQuotation(
  tx: Tx,
  projectId: string,
  current: string | null,
  at: Date,
): Promise<string> {
  if (current) return current;
  const number = await nextDocumentNumber(tx, 'quotation', at);
  await tx
    .update(projectQuotations)
    .set({ quotationNo: number.formatted })
    .where(and(eq(projectQuotations.projectId, projectId), isNull(projectQuotations.quotationNo)));
  return number.formatted;
}
