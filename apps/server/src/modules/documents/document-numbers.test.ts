import { formatDocumentNumber } from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentNumbers } from '../../db/schema/documents.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { nextDocumentNumber } from './document-numbers.service.js';

/**
 * Issue 17: "one gapless series per document type". Run on PostgreSQL (TEST_DATABASE_URL) the
 * transactions below really overlap and contend for the counter row; on PGlite they queue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const in2026 = new Date('2026-06-01T00:00:00Z');
class Abort extends Error {}
/** The answer of a transaction the test aborted on purpose; any other failure is rethrown. */
function rolledBack<T>(e: unknown, answer: T): T {
  if (e instanceof Abort) return answer;
  throw e;
}

describe('document numbers', () => {
  it('counts each series on its own, quotations per year, invoices in one continuous series', async () => {
    const db = t.database.db;
    const a = await db.transaction((tx) => nextDocumentNumber(tx, 'quotation', in2026));
    const b = await db.transaction((tx) => nextDocumentNumber(tx, 'quotation', in2026));
    const nextYear = await db.transaction((tx) =>
      nextDocumentNumber(tx, 'quotation', new Date('2027-01-05T00:00:00Z')),
    );
    const invoice = await db.transaction((tx) =>
      nextDocumentNumber(tx, 'invoice', new Date('2027-01-05T00:00:00Z')),
    );
    expect([a.formatted, b.formatted]).toEqual(['Q-2026-000001', 'Q-2026-000002']);
    expect(nextYear.formatted).toBe('Q-2027-000001');
    expect(invoice).toMatchObject({ year: 0, sequence: 1, formatted: 'INV-000001' });
  });

  it('gives a number back when its transaction rolls back', async () => {
    const db = t.database.db;
    const taken = await db
      .transaction(async (tx) => {
        const n = await nextDocumentNumber(tx, 'receipt', in2026);
        expect(n.formatted).toBe('RA-2026-000001');
        throw new Abort();
      })
      .catch((e: unknown) => rolledBack(e, 'rolled back'));
    expect(taken).toBe('rolled back');
    const next = await db.transaction((tx) => nextDocumentNumber(tx, 'receipt', in2026));
    expect(next.formatted).toBe('RA-2026-000001');
  });

  it('has no gaps and no duplicates when many issuers run at once and some roll back', async () => {
    const db = t.database.db;
    const attempts = 24;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, n) =>
        db
          .transaction(async (tx) => {
            const number = await nextDocumentNumber(tx, 'invoice', in2026);
            // Hold the number a moment, as a real issuer does while it writes its document.
            await new Promise((resolve) => setTimeout(resolve, 5 + (n % 4) * 5));
            if (n % 3 === 0) throw new Abort();
            return number.sequence;
          })
          .catch((e: unknown) => rolledBack(e, null)),
      ),
    );
    const committed = results.filter((r): r is number => r !== null).sort((x, y) => x - y);
    expect(committed).toHaveLength(attempts - Math.ceil(attempts / 3));
    // The invoice series already issued 1 above; the committed ones continue it with no hole.
    expect(committed).toEqual(Array.from({ length: committed.length }, (_, i) => i + 2));
    // The counter says exactly what was committed.
    const [counter] = await db
      .select()
      .from(documentNumbers)
      .where(and(eq(documentNumbers.series, 'invoice'), eq(documentNumbers.year, 0)));
    expect(counter?.lastNumber).toBe(committed.at(-1));
    expect(formatDocumentNumber('invoice', 0, counter!.lastNumber)).toBe('INV-000017');
  });
});
