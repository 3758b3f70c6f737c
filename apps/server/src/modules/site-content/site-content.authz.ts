import type { AuthzRow } from '../../test/authz/authz-table.js';

/** Public site content, the catalogue, the gallery and tracking settings (issue 15 authorization table). */
export const siteContentAuthz: AuthzRow[] = [
  '/faq',
  '/testimonial',
  '/press',
  '/other_project',
  '/catalogue',
  '/tracking/config',
].map((path): AuthzRow => ({
  route: `GET /api/v1${path}`,
  request: () => ({ url: `/api/v1${path}` }),
  expect: {
    visitor: 200,
    client: 200,
    otherClient: 200,
    merchant: 200,
    otherMerchant: 200,
    projectManager: 200,
    admin: 200,
  },
}));
