import {
  AreaTypeRow,
  AreaTypeServices,
  CreateMasterService,
  CreateServiceCategory,
  ListQueryInput,
  SetAreaServices,
  catalogueAdminMessages,
  MasterServiceDetail,
  MasterServicePage,
  ServiceCategoryRow,
  Tooltip,
  UpdateMasterService,
  UpdateServiceCategory,
  UpdateTooltip,
  masterServiceMessages as m,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  listAreaTypes,
  listServiceCategories,
  listTooltips,
  updateServiceCategory,
  updateTooltip,
} from './catalogue-admin.service.js';
import {
  areaTypeServices,
  createMasterService,
  createServiceCategory,
  setAreaServices,
} from './catalogue-create.service.js';
import { getMasterService, listMasterServices, updateMasterService } from './master-services.service.js';

const tags = ['admin'];
const IdParams = z.object({ id: z.string().min(1).max(64) });
const CodeParams = z.object({ code: z.string().min(1).max(8) });
const AreaParams = z.object({ area: z.string().min(1).max(40) });

/** Issue 18: Master Services is the admin's catalogue editor, behind its own permission flag. */
const MASTER_SERVICES_PERMISSION = 'master_services';
// Checked before the body is validated, so a caller without the flag learns nothing from 400s.
const catalogueAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, MASTER_SERVICES_PERMISSION);
};

export async function masterServicesRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  app.get(
    '/admin/master-services',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(MasterServicePage) },
    },
    async (request) => ok(await listMasterServices(db, request.query)),
  );
  app.get(
    '/admin/master-services/:id',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, params: IdParams, response: envelope(MasterServiceDetail) },
    },
    async (request) => ok(await getMasterService(db, request.params.id)),
  );
  app.put(
    '/admin/master-services/:id',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, params: IdParams, body: UpdateMasterService, response: envelope(MasterServiceDetail) },
    },
    async (request) => {
      const admin = requireAdmin(request, MASTER_SERVICES_PERMISSION);
      return ok(await updateMasterService(db, admin, request.params.id, request.body), m.saved);
    },
  );
  app.get(
    '/admin/service-categories',
    { preValidation: catalogueAdminOnly, schema: { tags, response: envelope(z.array(ServiceCategoryRow)) } },
    async () => ok(await listServiceCategories(db)),
  );
  app.put(
    '/admin/service-categories/:id',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, params: IdParams, body: UpdateServiceCategory, response: envelope(ServiceCategoryRow) },
    },
    async (request) => ok(await updateServiceCategory(db, request.params.id, request.body), m.categorySaved),
  );
  app.get(
    '/admin/tooltips',
    { preValidation: catalogueAdminOnly, schema: { tags, response: envelope(z.array(Tooltip)) } },
    async () => ok(await listTooltips(db)),
  );
  app.put(
    '/admin/tooltips/:code',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, params: CodeParams, body: UpdateTooltip, response: envelope(Tooltip) },
    },
    async (request) => ok(await updateTooltip(db, request.params.code, request.body), m.tooltipSaved),
  );
  app.get(
    '/admin/area-types',
    { preValidation: catalogueAdminOnly, schema: { tags, response: envelope(z.array(AreaTypeRow)) } },
    async () => ok(await listAreaTypes(db)),
  );
  // Decision 022: new services, addons and categories; which services each area type offers.
  app.post(
    '/admin/master-services',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, body: CreateMasterService, response: envelope(MasterServiceDetail) },
    },
    async (request) => {
      const admin = requireAdmin(request, MASTER_SERVICES_PERMISSION);
      return ok(await createMasterService(db, admin, request.body), catalogueAdminMessages.serviceAdded);
    },
  );
  app.post(
    '/admin/service-categories',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, body: CreateServiceCategory, response: envelope(ServiceCategoryRow) },
    },
    async (request) =>
      ok(await createServiceCategory(db, request.body), catalogueAdminMessages.categoryAdded),
  );
  app.get(
    '/admin/area-types/:area/services',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, params: AreaParams, response: envelope(AreaTypeServices) },
    },
    async (request) => ok(await areaTypeServices(db, request.params.area)),
  );
  app.put(
    '/admin/area-types/:area/services',
    {
      preValidation: catalogueAdminOnly,
      schema: { tags, params: AreaParams, body: SetAreaServices, response: envelope(AreaTypeServices) },
    },
    async (request) =>
      ok(
        await setAreaServices(db, request.params.area, request.body),
        catalogueAdminMessages.areaServicesSaved,
      ),
  );
}
