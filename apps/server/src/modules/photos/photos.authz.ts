import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** Everyone on the paid project reads its dreamboard; the other client and merchant are strangers (404). */
const projectReaders: Expected = {
  visitor: 401,
  client: 200,
  otherClient: 404,
  merchant: 200,
  otherMerchant: 404,
  projectManager: 200,
  admin: 200,
};
/** Only the project's client writes its dreamboard. */
const owningClient: Expected = {
  visitor: 401,
  client: 200,
  otherClient: 404,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 403,
};

/** Issue 12 item 4: the client's dreamboard, read by the project's merchants and project manager. */
export const photosAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/projects/:id/dreamboard',
    request: (w) => ({ url: `/api/v1/projects/${w.paid.id}/dreamboard` }),
    expect: projectReaders,
  },
  {
    route: 'POST /api/v1/projects/:id/dreamboard/items',
    request: async (w) => ({
      url: `/api/v1/projects/${w.paid.id}/dreamboard/items`,
      payload: {
        image: await w.upload('client', 'dreamboard'),
        tags: [w.dreamboard.tag],
        comment: 'Warm oak',
      },
    }),
    expect: owningClient,
  },
  {
    route: 'PATCH /api/v1/projects/:id/dreamboard/items/:itemId',
    request: (w) => ({
      url: `/api/v1/projects/${w.paid.id}/dreamboard/items/${w.dreamboard.itemId}`,
      payload: { tags: [w.dreamboard.tag], comment: 'Lighter oak' },
    }),
    expect: owningClient,
  },
  {
    route: 'DELETE /api/v1/projects/:id/dreamboard/items/:itemId',
    request: async (w, role) => ({
      url: `/api/v1/projects/${w.paid.id}/dreamboard/items/${role === 'client' ? await w.freshDreamboardItem() : w.dreamboard.itemId}`,
    }),
    expect: owningClient,
  },
];
