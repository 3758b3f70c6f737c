import { GalleryProject, GalleryQuery, listResult } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';
import { listGalleryProjects } from './gallery.service.js';

/** Spec §7: GET /api/v1/other_project, the public past-projects gallery (visitors may read it). */
export async function galleryRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/other_project',
    {
      schema: {
        tags: ['gallery'],
        querystring: GalleryQuery,
        response: envelope(listResult(GalleryProject)),
      },
    },
    async (request, reply) => {
      // Public catalogue content: shared caches may keep it briefly (spec §7 caches catalogues 15 minutes).
      reply.header('cache-control', 'public, max-age=300');
      return ok(await listGalleryProjects(ctx.database.db, request.query));
    },
  );
}
