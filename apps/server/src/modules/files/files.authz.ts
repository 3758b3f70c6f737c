import type { AuthzRow } from '../../test/authz/authz-table.js';

/** Uploads and stored files (issue 15 authorization table). The world's file and upload are the client's. */
export const filesAuthz: AuthzRow[] = [
  {
    route: 'POST /api/v1/files',
    request: async (w) => {
      const { payload, headers } = await w.jpegForm();
      return { url: '/api/v1/files?category=support_img', payload, headers };
    },
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
    why: 'Every signed-in user may upload; the file is theirs.',
  },
  {
    route: 'GET /api/v1/files/:fileId',
    request: (w) => ({ url: `/api/v1/files/${w.fileId}` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 404,
      otherMerchant: 404,
      projectManager: 404,
      admin: 200,
    },
    why: 'A payment receipt is read by its owner and by the admins who review it; anyone else: as if it did not exist.',
  },
  {
    route: 'POST /api/v1/files/chunked',
    request: () => ({
      url: '/api/v1/files/chunked',
      payload: { category: 'support_img', fileName: 'plan.jpg', sizeBytes: 1000 },
    }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'GET /api/v1/files/chunked/:uploadId',
    request: (w) => ({ url: `/api/v1/files/chunked/${w.uploadId}` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 404,
      otherMerchant: 404,
      projectManager: 404,
      admin: 404,
    },
    why: 'An upload in progress is its owner\u2019s alone, admins included.',
  },
  {
    route: 'PUT /api/v1/files/chunked/:uploadId/parts/:partNumber',
    request: (w) => ({
      url: `/api/v1/files/chunked/${w.uploadId}/parts/1`,
      payload: w.uploadBytes,
      headers: { 'content-type': 'application/octet-stream' },
    }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 404,
      otherMerchant: 404,
      projectManager: 404,
      admin: 404,
    },
  },
  {
    route: 'POST /api/v1/files/chunked/:uploadId/complete',
    request: (w) => ({ url: `/api/v1/files/chunked/${w.uploadId}/complete` }),
    expect: {
      visitor: 401,
      client: 200,
      otherClient: 404,
      merchant: 404,
      otherMerchant: 404,
      projectManager: 404,
      admin: 404,
    },
  },
];
