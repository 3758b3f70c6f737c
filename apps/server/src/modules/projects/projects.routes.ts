import {
  CreateDesignNowProject,
  DesignNowProject,
  DraftProjectPage,
  ListQueryInput,
  SaveDesignNowProject,
  SavedQuotation,
  designNowMessages,
  ProjectFloorplan,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  createDesignNowProject,
  deleteProject,
  getActiveDesignNowProject,
  getDesignNowProject,
  getSavedQuotation,
  listDraftProjects,
} from './projects.service.js';
import { saveDesignNowProject } from './design-now-progress.service.js';
import { projectAreaRoutes } from './project-area.routes.js';
import { getProjectFloorplan } from './project-floorplan.service.js';

const ProjectParams = z.object({ id: z.string().min(1).max(64) });

/** The client's Design Now projects. The client id always comes from the session, never the request. */
export async function projectsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['design-now'];

  app.post(
    '/design-now/projects',
    { schema: { tags, body: CreateDesignNowProject, response: envelope(DesignNowProject) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await createDesignNowProject(ctx, user._id, request.body));
    },
  );

  app.put(
    '/design-now/projects/:id',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: SaveDesignNowProject,
        response: envelope(DesignNowProject),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await saveDesignNowProject(ctx, user._id, request.params.id, request.body));
    },
  );

  app.get(
    '/design-now/projects/:id/floorplan',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectFloorplan) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getProjectFloorplan(db, user, request.params.id));
    },
  );

  app.get(
    '/design-now/projects/:id',
    { schema: { tags, params: ProjectParams, response: envelope(DesignNowProject) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getDesignNowProject(db, user._id, request.params.id));
    },
  );

  app.get(
    '/design-now/active',
    { schema: { tags, response: envelope(DesignNowProject.nullable()) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getActiveDesignNowProject(db, user._id));
    },
  );

  // Spec "Project list query params" (allow-listed in project-list.ts). The session is checked before
  // the query, so a visitor gets 401 whatever they send.
  app.get(
    '/projects/drafts',
    {
      preValidation: async (request) => {
        requireRole(request, 'client');
      },
      schema: { tags, querystring: ListQueryInput, response: envelope(DraftProjectPage) },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await listDraftProjects(db, user._id, request.query));
    },
  );

  app.delete(
    '/projects/:id',
    { schema: { tags, params: ProjectParams, response: envelope(z.null()) } },
    async (request) => {
      const user = requireRole(request, 'client');
      await deleteProject(db, user._id, request.params.id);
      return ok(null, designNowMessages.projectDeleted);
    },
  );

  app.get(
    '/projects/:id/quotation',
    { schema: { tags, params: ProjectParams, response: envelope(SavedQuotation) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getSavedQuotation(db, user._id, request.params.id));
    },
  );

  // Issue 6: Project information and the Quotation page.
  await projectAreaRoutes(app, ctx);
}
