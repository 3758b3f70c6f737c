import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** The admin with the generator permission (the world's admin has it); everyone else is refused. */
const generatorAdmin: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};

/** Issue 18 item 8: the Generator, documents of any project on demand. */
export const generatorAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/admin/generator/projects',
    request: () => ({ url: '/api/v1/admin/generator/projects?rowsPerPage=50' }),
    expect: generatorAdmin,
  },
  {
    route: 'GET /api/v1/admin/generator/projects/:id',
    request: (w) => ({ url: `/api/v1/admin/generator/projects/${w.quoted.id}` }),
    expect: generatorAdmin,
  },
  {
    route: 'GET /api/v1/admin/generator/projects/:id/documents/:document',
    request: (w) => ({
      url: `/api/v1/admin/generator/projects/${w.paid.id}/documents/progressive_invoice?stage=1`,
    }),
    expect: generatorAdmin,
    why: "Any client's project: the admin makes the paid project's deposit invoice as its client would get it.",
  },
];
