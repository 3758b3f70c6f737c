import { Catalogue } from '@reno/domain';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';
import { loadCatalogue } from './catalogue.service.js';
import { masterServicesRoutes } from './master-services.routes.js';

/** The public catalogue: visitors price their quotation in the browser before they sign in. */
export async function catalogueRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/catalogue',
    { schema: { tags: ['design-now'], response: envelope(Catalogue) } },
    async (_request, reply) => {
      // Spec: catalogues are cached ("Cache on for catalogues: ... services, addons ... tooltips").
      void reply.header('cache-control', 'public, max-age=300');
      return ok(await loadCatalogue(ctx.database.db));
    },
  );
  await masterServicesRoutes(app, ctx);
}
