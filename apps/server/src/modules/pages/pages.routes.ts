import { ContentPage, ContentPageList, PageKind, PageSlug } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';
import { getPage, listPages } from './pages.service.js';

/** Public content: open to visitors, read-only (editing comes with the admin issue). */
export async function pagesRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    '/pages',
    {
      schema: {
        tags: ['pages'],
        querystring: z.object({ kind: PageKind }),
        response: envelope(ContentPageList),
      },
    },
    async (request) => {
      const items = await listPages(db, request.query.kind);
      return ok({ items, totalCount: items.length });
    },
  );

  app.get(
    '/pages/:kind/:slug',
    {
      schema: {
        tags: ['pages'],
        params: z.object({ kind: PageKind, slug: PageSlug }),
        response: envelope(ContentPage),
      },
    },
    async (request) => ok(await getPage(db, request.params.kind, request.params.slug)),
  );
}
