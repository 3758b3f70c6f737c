import { type DocumentType, documentSeriesYear, formatDocumentNumber } from '@reno/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { documentNumbers } from '../../db/schema/documents.js';

export interface DocumentNumber {
  type: DocumentType;
  /** The counter's year; 0 for a series that never restarts (invoices). */
  year: number;
  /** 1, 2, 3, ... within the series and year, with no gaps. */
  sequence: number;
  /** As printed: `Q-2026-000123`, `INV-000124`. */
  formatted: string;
}

/**
 * The next number of a document series, taken inside the transaction that issues the document.
 *
 * The counter row is upserted and incremented in one statement, which locks it until `tx` ends: a
 * concurrent issuer of the same series waits, and if `tx` rolls back the number is given back, so the
 * series has no gaps. Call it as late as possible in the transaction (after the caller's own row locks,
 * once the document will certainly be written), because every issuer of that series queues behind it.
 */
export async function nextDocumentNumber(
  tx: Tx,
  type: DocumentType,
  issuedAt: Date = new Date(),
): Promise<DocumentNumber> {
  const year = documentSeriesYear(type, issuedAt);
  const [row] = await tx
    .insert(documentNumbers)
    .values({ series: type, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentNumbers.series, documentNumbers.year],
      set: { lastNumber: sql`${documentNumbers.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentNumbers.lastNumber });
  if (!row) throw new Error('document number upsert returned nothing');
  const sequence = row.lastNumber;
  return { type, year, sequence, formatted: formatDocumentNumber(type, year, sequence) };
}
