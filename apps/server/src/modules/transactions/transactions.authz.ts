import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** The admin with the transaction permission (the world's admin has it); everyone else is refused. */
const transactionAdmin: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};

/** Issue 18 item 7: the admin's transaction list and its CSV export. */
export const transactionsAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/admin/transactions',
    request: () => ({ url: '/api/v1/admin/transactions?rowsPerPage=50' }),
    expect: transactionAdmin,
  },
  {
    route: 'GET /api/v1/admin/transactions/export',
    request: () => ({ url: '/api/v1/admin/transactions/export?find=progressive_payment&findBy=kind' }),
    expect: transactionAdmin,
  },
];
