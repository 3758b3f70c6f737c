import {
  CreateDreamboardItem,
  DreamboardItemView,
  DreamboardPage,
  DreamboardQuery,
  UpdateDreamboardItem,
  dreamboardMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  addDreamboardItem,
  deleteDreamboardItem,
  readDreamboard,
  updateDreamboardItem,
} from './dreamboard.service.js';

const ProjectParams = z.object({ id: z.string().min(1).max(64) });
const ItemParams = ProjectParams.extend({ itemId: z.string().min(1).max(64) });

/** The client's dreamboard (spec "Dreamboard"), read by everyone on the project (issue 12 item 4). */
export async function photosRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['photos'];

  app.get(
    '/projects/:id/dreamboard',
    {
      schema: {
        tags,
        params: ProjectParams,
        querystring: DreamboardQuery,
        response: envelope(DreamboardPage),
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'client', 'merchant', 'project_manager', 'admin');
      return ok(await readDreamboard(db, viewer, request.params.id, request.query.page));
    },
  );
  app.post(
    '/projects/:id/dreamboard/items',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: CreateDreamboardItem,
        response: envelope(DreamboardItemView),
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'client');
      return ok(await addDreamboardItem(db, viewer, request.params.id, request.body), m.uploaded);
    },
  );
  app.patch(
    '/projects/:id/dreamboard/items/:itemId',
    {
      schema: {
        tags,
        params: ItemParams,
        body: UpdateDreamboardItem,
        response: envelope(DreamboardItemView),
      },
    },
    async (request) => {
      const viewer = requireRole(request, 'client');
      const { id, itemId } = request.params;
      return ok(await updateDreamboardItem(db, viewer, id, itemId, request.body), m.updated);
    },
  );
  app.delete(
    '/projects/:id/dreamboard/items/:itemId',
    { schema: { tags, params: ItemParams, response: envelope(z.object({ deleted: z.literal(true) })) } },
    async (request) => {
      const viewer = requireRole(request, 'client');
      const { id, itemId } = request.params;
      return ok(await deleteDreamboardItem(db, viewer, id, itemId), m.deleted);
    },
  );
}
