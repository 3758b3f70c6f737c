import {
  AdvanceMilestone,
  AssignMerchant,
  AssignProjectManager,
  AttachProjectFile,
  ClientLookupQuery,
  ClientLookupResult,
  ClientProjectMerchantPage,
  CreatePmProject,
  CreateSupportRequest,
  DeclineService,
  ListQueryInput,
  MerchantCalendarQuery,
  MerchantCalendarWeek,
  MerchantProjectDetail,
  MerchantProjectPage,
  MERCHANTS_PERMISSION,
  MerchantProjectsQuery,
  MerchantTransactionPage,
  MerchantTransactionsQuery,
  MilestoneView,
  PROJECT_DESK_PERMISSION,
  PmProjectCreated,
  ProjectDeskDetail,
  ProjectDeskPage,
  ProjectDeskRow,
  ProjectFileView,
  ProjectFilesQuery,
  ProjectManagerOption,
  ProjectScheduleView,
  ProjectServiceView,
  SUPPORT_PERMISSION,
  SetProjectSchedule,
  SpecialSpecificationList,
  SupportRequestPage,
  SupportRequestView,
  operationsMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole, requireRoleOrAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { listClientProjectMerchants, listSpecialSpecifications } from './client-operations.service.js';
import {
  getMerchantProject,
  listMerchantProjects,
  listMerchantTransactions,
  merchantCalendarWeek,
} from './merchant-portal.service.js';
import { advanceMilestone } from './milestones.service.js';
import { createPmProject, lookupClient } from './pm-projects.service.js';
import {
  assignProjectManager,
  getDeskProject,
  listDeskProjects,
  projectManagerOptions,
} from './project-desk.service.js';
import { attachProjectFile, detachProjectFile, listProjectFiles } from './project-files.service.js';
import {
  acceptService,
  assignMerchant,
  declineService,
  unassignMerchant,
} from './project-services.service.js';
import { getProjectSchedule, setProjectSchedule } from './schedule.service.js';
import { createSupportRequest, listSupportRequests } from './support.service.js';
import { supportRoutes } from './support.routes.js';

const id = z.string().min(1).max(64);
const ProjectParams = z.object({ id });
const ServiceParams = z.object({ id, serviceId: id });
const MerchantServiceParams = z.object({ serviceId: id });
const ProjectFileParams = z.object({ id, projectFileId: id });

/**
 * Issue 12: the admin project desk, the merchant portal, the project manager's projects, the shared
 * schedule and project files, and the client's merchants and special specifications. Every route
 * checks the role here and the record in the service (projectForViewer: 404 for a foreign record).
 */
export async function operationsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['operations'];

  // Admin project desk.
  app.get(
    '/admin/projects',
    { schema: { tags, querystring: ListQueryInput, response: envelope(ProjectDeskPage) } },
    async (request) => {
      const admin = requireAdmin(request, PROJECT_DESK_PERMISSION);
      return ok(await listDeskProjects(db, admin, request.query));
    },
  );
  app.get(
    '/admin/projects/:id',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectDeskDetail) } },
    async (request) => {
      const admin = requireAdmin(request, PROJECT_DESK_PERMISSION);
      return ok(await getDeskProject(db, admin, request.params.id));
    },
  );
  app.post(
    '/admin/projects/:id/services/:serviceId/assign',
    { schema: { tags, params: ServiceParams, body: AssignMerchant, response: envelope(ProjectServiceView) } },
    async (request) => {
      const admin = requireAdmin(request, PROJECT_DESK_PERMISSION);
      const { id: projectId, serviceId } = request.params;
      return ok(await assignMerchant(ctx, admin, projectId, serviceId, request.body.merchant_id), m.updated);
    },
  );
  app.post(
    '/admin/projects/:id/services/:serviceId/unassign',
    { schema: { tags, params: ServiceParams, response: envelope(ProjectServiceView) } },
    async (request) => {
      requireAdmin(request, PROJECT_DESK_PERMISSION);
      return ok(await unassignMerchant(ctx, request.params.id, request.params.serviceId), m.updated);
    },
  );
  app.put(
    '/admin/projects/:id/project-manager',
    {
      schema: { tags, params: ProjectParams, body: AssignProjectManager, response: envelope(ProjectDeskRow) },
    },
    async (request) => {
      requireAdmin(request, PROJECT_DESK_PERMISSION);
      return ok(await assignProjectManager(ctx, request.params.id, request.body), m.updated);
    },
  );
  app.get(
    '/admin/project-managers',
    { schema: { tags, response: envelope(z.array(ProjectManagerOption)) } },
    async (request) => {
      requireAdmin(request, PROJECT_DESK_PERMISSION);
      return ok(await projectManagerOptions(db));
    },
  );
  app.get(
    '/admin/support-requests',
    { schema: { tags, querystring: ListQueryInput, response: envelope(SupportRequestPage) } },
    async (request) => {
      requireAdmin(request, SUPPORT_PERMISSION);
      return ok(await listSupportRequests(db, request.query));
    },
  );

  // Schedule and files of a project, shared by the roles on it.
  app.get(
    '/projects/:id/schedule',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectScheduleView) } },
    async (request) => {
      const viewer = requireRole(request, 'admin', 'project_manager', 'merchant', 'client');
      return ok(await getProjectSchedule(db, viewer, request.params.id));
    },
  );
  app.put(
    '/projects/:id/schedule',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: SetProjectSchedule,
        response: envelope(ProjectScheduleView),
      },
    },
    async (request) => {
      const viewer = requireRoleOrAdmin(request, PROJECT_DESK_PERMISSION, 'project_manager');
      return ok(await setProjectSchedule(ctx, viewer, request.params.id, request.body), m.scheduleSaved);
    },
  );
  app.get(
    '/projects/:id/files',
    {
      schema: {
        tags,
        params: ProjectParams,
        querystring: ProjectFilesQuery,
        response: envelope(z.array(ProjectFileView)),
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'admin', 'project_manager', 'merchant', 'client');
      return ok(await listProjectFiles(db, viewer, request.params.id, request.query.kind));
    },
  );
  app.post(
    '/projects/:id/files',
    { schema: { tags, params: ProjectParams, body: AttachProjectFile, response: envelope(ProjectFileView) } },
    async (request) => {
      const viewer = requireRoleOrAdmin(request, PROJECT_DESK_PERMISSION, 'project_manager', 'merchant');
      return ok(await attachProjectFile(db, viewer, request.params.id, request.body), m.fileUploaded);
    },
  );
  app.delete(
    '/projects/:id/files/:projectFileId',
    {
      schema: { tags, params: ProjectFileParams, response: envelope(z.object({ deleted: z.literal(true) })) },
    },
    async (request) => {
      const viewer = requireRoleOrAdmin(request, PROJECT_DESK_PERMISSION, 'project_manager', 'merchant');
      return ok(await detachProjectFile(db, viewer, request.params.id, request.params.projectFileId));
    },
  );

  // Client side.
  app.get(
    '/projects/:id/merchants',
    {
      schema: {
        tags,
        params: ProjectParams,
        querystring: ListQueryInput,
        response: envelope(ClientProjectMerchantPage),
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'client', 'admin');
      return ok(await listClientProjectMerchants(db, viewer, request.params.id, request.query));
    },
  );
  app.get(
    '/projects/:id/special-specifications',
    { schema: { tags, params: ProjectParams, response: envelope(SpecialSpecificationList) } },
    async (request) => {
      const viewer = requireRole(request, 'client', 'admin');
      return ok(await listSpecialSpecifications(db, viewer, request.params.id));
    },
  );

  // Issue 18 item 2: a merchant's detail under Users lists the projects it has services on.
  app.get(
    '/admin/merchants/:id/projects',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: MerchantProjectsQuery,
        response: envelope(MerchantProjectPage),
      },
    },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await listMerchantProjects(db, { _id: request.params.id }, request.query));
    },
  );

  // Merchant portal.
  app.get(
    '/merchant/projects',
    { schema: { tags, querystring: MerchantProjectsQuery, response: envelope(MerchantProjectPage) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await listMerchantProjects(db, merchant, request.query));
    },
  );
  app.get(
    '/merchant/projects/:id',
    { schema: { tags, params: ProjectParams, response: envelope(MerchantProjectDetail) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await getMerchantProject(db, merchant, request.params.id));
    },
  );
  app.post(
    '/merchant/services/:serviceId/accept',
    { schema: { tags, params: MerchantServiceParams, response: envelope(ProjectServiceView) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await acceptService(ctx, merchant, request.params.serviceId), m.serviceAccepted);
    },
  );
  app.post(
    '/merchant/services/:serviceId/decline',
    {
      schema: {
        tags,
        params: MerchantServiceParams,
        body: DeclineService,
        response: envelope(ProjectServiceView),
      },
    },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(
        await declineService(ctx, merchant, request.params.serviceId, request.body.reason),
        m.serviceDeclined,
      );
    },
  );
  app.post(
    '/merchant/projects/:id/milestones',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: AdvanceMilestone,
        response: envelope(z.array(MilestoneView)),
      },
    },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await advanceMilestone(ctx, merchant, request.params.id, request.body), m.updated);
    },
  );
  app.get(
    '/merchant/transactions',
    { schema: { tags, querystring: MerchantTransactionsQuery, response: envelope(MerchantTransactionPage) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await listMerchantTransactions(db, merchant, request.query));
    },
  );
  app.get(
    '/merchant/calendar',
    { schema: { tags, querystring: MerchantCalendarQuery, response: envelope(MerchantCalendarWeek) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await merchantCalendarWeek(db, merchant, request.query.week));
    },
  );
  app.post(
    '/merchant/support',
    { schema: { tags, body: CreateSupportRequest, response: envelope(SupportRequestView) } },
    async (request) => {
      const requester = requireRole(request, 'merchant', 'project_manager');
      return ok(await createSupportRequest(ctx, requester, request.body), m.supportSent);
    },
  );

  // Project manager.
  app.get(
    '/pm/projects',
    { schema: { tags, querystring: ListQueryInput, response: envelope(ProjectDeskPage) } },
    async (request) => {
      const pm = requireRole(request, 'project_manager');
      return ok(await listDeskProjects(db, pm, request.query));
    },
  );
  app.get(
    '/pm/projects/:id',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectDeskDetail) } },
    async (request) => {
      const pm = requireRole(request, 'project_manager');
      return ok(await getDeskProject(db, pm, request.params.id));
    },
  );
  app.get(
    '/pm/clients/lookup',
    { schema: { tags, querystring: ClientLookupQuery, response: envelope(ClientLookupResult) } },
    async (request) => {
      requireRole(request, 'project_manager');
      return ok(await lookupClient(db, request.query.identity));
    },
  );
  app.post(
    '/pm/projects',
    { schema: { tags, body: CreatePmProject, response: envelope(PmProjectCreated) } },
    async (request) => {
      const pm = requireRole(request, 'project_manager');
      return ok(await createPmProject(ctx, pm, request.body), m.projectCreated);
    },
  );
  // Issue 18: replies, status, the client's support page and the requester's own list.
  await supportRoutes(app, ctx);
}
