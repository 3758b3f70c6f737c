import {
  canSpendEzcash,
  ezcashBalance,
  ezcashTotalEarned,
  type EzcashEntry,
  type EzcashOperator,
  type EzcashStatus,
  type LedgerRow,
} from '@reno/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, type Tx, preparedRead } from '../../db/client.js';
import { ezcashTransactions } from '../../db/schema/rewards.js';
import { AppError } from '../../platform/errors.js';
import { lockClientProfileRow } from '../accounts/client-rewards.service.js';

/**
 * The EZcash ledger (issue 16). Append-only: this module only ever inserts rows. Every balance is
 * derived from the rows by the domain's `ezcashBalance`; nothing stores a balance beside them.
 */
type Row = typeof ezcashTransactions.$inferSelect;

const toLedgerRow = (
  r: Pick<Row, 'ezcashAmount' | 'approvalStatus' | 'operator' | 'ezcashCategory'>,
): LedgerRow => ({
  amount: r.ezcashAmount,
  status: r.approvalStatus as EzcashStatus,
  operator: r.operator as EzcashOperator,
  category: r.ezcashCategory,
});

export const toEzcashEntry = (r: Row): EzcashEntry => ({
  _id: r.id,
  ezcash_amount: r.ezcashAmount,
  approval_status: r.approvalStatus as EzcashStatus,
  ezcash_category: r.ezcashCategory,
  operator: r.operator as EzcashOperator,
  ezcash_info: r.ezcashInfo,
  created_at: r.createdAt.toISOString(),
});

/** The client's rows, newest first. */
const rowsOfClient = preparedRead((db) =>
  db
    .select()
    .from(ezcashTransactions)
    .where(eq(ezcashTransactions.clientId, sql.placeholder('clientId')))
    .orderBy(desc(ezcashTransactions.createdAt), desc(ezcashTransactions.id))
    .prepare('ezcash_rows_of_client'),
);
export function ledgerRows(db: DbOrTx, clientId: string): Promise<Row[]> {
  return rowsOfClient(db, { clientId });
}

export async function ezcashBalanceOf(db: DbOrTx, clientId: string): Promise<number> {
  return ezcashBalance((await ledgerRows(db, clientId)).map(toLedgerRow));
}

export const summariseLedger = (rows: Row[]) => {
  const ledger = rows.map(toLedgerRow);
  return { balance: ezcashBalance(ledger), totalEarned: ezcashTotalEarned(ledger) };
};

/**
 * Takes the client's row lock: every spend and claw back of one client queues here, so two of them
 * cannot both read the same balance and together take it below zero.
 */
export async function lockClientEzcash(tx: Tx, clientId: string): Promise<void> {
  await lockClientProfileRow(tx, clientId);
}

export interface LedgerWrite {
  clientId: string;
  amount: number;
  category: string;
  info: string;
  /** Once-per-client key (see the schema); a second write with the same key is a no-op. */
  sourceRef?: string;
  projectId?: string;
  createdBy?: string;
}

/** The approved ledger row a write appends, in the direction of `operator`. */
const ledgerRow = (write: LedgerWrite, operator: 'increment' | 'decrement') => ({
  clientId: write.clientId,
  projectId: write.projectId ?? null,
  ezcashAmount: write.amount,
  approvalStatus: 'Approved',
  ezcashCategory: write.category,
  operator,
  ezcashInfo: write.info,
  sourceRef: write.sourceRef ?? null,
  createdBy: write.createdBy ?? null,
});

/** An approved award. Answers the row, or null when `sourceRef` was already credited. */
export async function creditEzcash(tx: DbOrTx, write: LedgerWrite): Promise<Row | null> {
  const [row] = await tx
    .insert(ezcashTransactions)
    .values(ledgerRow(write, 'increment'))
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * A spend (or claw back) inside the caller's transaction: locks the client, derives the balance from
 * the ledger and refuses anything the balance cannot cover, so the balance never goes below zero.
 * Answers the row and the balance after it.
 */
export async function debitEzcash(
  tx: Tx,
  write: LedgerWrite,
  refusal: string,
): Promise<{ row: Row; balance: number }> {
  await lockClientEzcash(tx, write.clientId);
  const balance = await ezcashBalanceOf(tx, write.clientId);
  if (!canSpendEzcash(balance, write.amount)) throw new AppError('UNPROCESSABLE', refusal);
  const [row] = await tx.insert(ezcashTransactions).values(ledgerRow(write, 'decrement')).returning();
  if (!row) throw new AppError('CONFLICT');
  return { row, balance: balance - write.amount };
}

/** Whether the once-per-client key has a row (e.g. an order already paid). */
export async function hasLedgerRef(db: DbOrTx, clientId: string, sourceRef: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ezcashTransactions.id })
    .from(ezcashTransactions)
    .where(and(eq(ezcashTransactions.clientId, clientId), eq(ezcashTransactions.sourceRef, sourceRef)))
    .limit(1);
  return Boolean(row);
}
