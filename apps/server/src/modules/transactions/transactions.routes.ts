import { TransactionListQuery, TransactionPage } from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { exportTransactionsCsv, listTransactions } from './transactions.service.js';

/** Public spec "admin has ... transaction": the list sits under the admin's transaction permission. */
const TRANSACTION_PERMISSION = 'transaction';
const transactionAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, TRANSACTION_PERMISSION);
};

export async function transactionsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['admin'];
  app.get(
    '/admin/transactions',
    {
      preValidation: transactionAdminOnly,
      schema: { tags, querystring: TransactionListQuery, response: envelope(TransactionPage) },
    },
    async (request) => ok(await listTransactions(db, request.query)),
  );
  app.get(
    '/admin/transactions/export',
    { preValidation: transactionAdminOnly, schema: { tags, querystring: TransactionListQuery } },
    async (request, reply) => {
      const csv = await exportTransactionsCsv(db, request.query);
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
        .header('cache-control', 'no-store');
      return csv;
    },
  );
}
