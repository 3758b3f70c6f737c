import type { AuthzRow } from '../../test/authz/authz-table.js';

const contact = { name: 'Authz Table', email: 'lead@authz.test.sg', handphone_no: '81234567' };

/** The public lead forms (issue 15 authorization table). */
export const enquiriesAuthz: AuthzRow[] = [
  {
    route: 'POST /api/v1/enquiries/quotation-doctor',
    request: async (w, role) => ({
      url: '/api/v1/enquiries/quotation-doctor',
      payload: { ...contact, fileId: role === 'visitor' ? 'none' : await w.upload(role, 'quotation_dr') },
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
    why: 'The quotation is an upload, so the sender is signed in and sends their own file.',
  },
  {
    route: 'POST /api/v1/enquiries/consult-now',
    request: () => ({ url: '/api/v1/enquiries/consult-now', payload: contact }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'POST /api/v1/enquiries/ask-a-pro',
    request: () => ({ url: '/api/v1/enquiries/ask-a-pro', payload: { ...contact, message: 'Hello' } }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'POST /api/v1/enquiries/ebook',
    request: () => ({
      url: '/api/v1/enquiries/ebook',
      payload: { name: contact.name, email: contact.email },
    }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
  {
    route: 'GET /api/v1/ebook/renovation-guide.pdf',
    request: () => ({ url: '/api/v1/ebook/renovation-guide.pdf' }),
    expect: {
      visitor: 200,
      client: 200,
      otherClient: 200,
      merchant: 200,
      otherMerchant: 200,
      projectManager: 200,
      admin: 200,
    },
  },
];
