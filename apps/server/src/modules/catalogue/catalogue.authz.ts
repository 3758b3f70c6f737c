import type { AuthzRow, Expected } from '../../test/authz/authz-table.js';

/** The admin with the master_services permission (the world's admin has it); everyone else is refused. */
const catalogueAdmin: Expected = {
  visitor: 401,
  client: 403,
  otherClient: 403,
  merchant: 403,
  otherMerchant: 403,
  projectManager: 403,
  admin: 200,
};

/** A valid edit of the seeded homogeneous floor tiles, as loaded before any save. */
const serviceEdit = {
  name: 'Homogeneous floor tiles 600 x 600',
  unit: 'sqft',
  quantity_basis: 'floor area',
  default_units: 1,
  prices: [{ price_per_unit: 650, competitor_price: 950 }],
  wastage: 10,
  required_time: 3,
  service_warranty_duration: 12,
  includes: '',
  description_of_work: '',
  area_types: [],
  priority: 0,
  is_active: true,
  updated_at: '2000-01-01T00:00:00.000Z',
};

/** Issue 18 item 4: Master Services, the Design Now catalogue editor. */
export const catalogueAuthz: AuthzRow[] = [
  {
    route: 'GET /api/v1/admin/master-services',
    request: () => ({ url: '/api/v1/admin/master-services?rowsPerPage=50' }),
    expect: catalogueAdmin,
  },
  {
    route: 'GET /api/v1/admin/master-services/:id',
    request: () => ({ url: '/api/v1/admin/master-services/floor-homogeneous' }),
    expect: catalogueAdmin,
  },
  {
    route: 'PUT /api/v1/admin/master-services/:id',
    request: () => ({ url: '/api/v1/admin/master-services/floor-homogeneous', payload: serviceEdit }),
    expect: { ...catalogueAdmin, admin: 409 },
    why: 'Only the admin reaches the service; the form was loaded before the seed (stale updated_at), so it is refused.',
  },
  {
    route: 'GET /api/v1/admin/service-categories',
    request: () => ({ url: '/api/v1/admin/service-categories' }),
    expect: catalogueAdmin,
  },
  {
    route: 'PUT /api/v1/admin/service-categories/:id',
    request: () => ({
      url: '/api/v1/admin/service-categories/flooring',
      payload: { services: 'Flooring', scope_of_work: 'Hacking & Flooring Works', sort_order: 2 },
    }),
    expect: catalogueAdmin,
  },
  {
    route: 'GET /api/v1/admin/tooltips',
    request: () => ({ url: '/api/v1/admin/tooltips' }),
    expect: catalogueAdmin,
  },
  {
    route: 'PUT /api/v1/admin/tooltips/:code',
    request: () => ({
      url: '/api/v1/admin/tooltips/T014',
      payload: { description: 'Edited in the authz table.' },
    }),
    expect: catalogueAdmin,
  },
  {
    route: 'GET /api/v1/admin/area-types',
    request: () => ({ url: '/api/v1/admin/area-types' }),
    expect: catalogueAdmin,
  },
  // Decision 022: new services and categories, the services an area type offers.
  {
    route: 'POST /api/v1/admin/master-services',
    request: () => ({
      url: '/api/v1/admin/master-services',
      payload: {
        ...serviceEdit,
        name: 'Authz table tiles',
        category_id: 'flooring',
        area_types: ['Kitchen'],
        updated_at: undefined,
      },
    }),
    expect: catalogueAdmin,
  },
  {
    route: 'POST /api/v1/admin/service-categories',
    request: () => ({
      url: '/api/v1/admin/service-categories',
      payload: { services: 'Authz table works', scope_of_work: 'General Works', sort_order: 90 },
    }),
    expect: catalogueAdmin,
  },
  {
    route: 'GET /api/v1/admin/area-types/:area/services',
    request: () => ({ url: '/api/v1/admin/area-types/Kitchen/services' }),
    expect: catalogueAdmin,
  },
  {
    route: 'PUT /api/v1/admin/area-types/:area/services',
    // Void Space offers no service in the seed: an empty list changes nothing.
    request: () => ({ url: '/api/v1/admin/area-types/Void%20Space/services', payload: { service_ids: [] } }),
    expect: catalogueAdmin,
  },
];
