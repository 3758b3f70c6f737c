import type { AppContext, AppInstance } from '../../app-context.js';
import { outboxRoutes } from './outbox/outbox.routes.js';

export async function adminRoutes(app: AppInstance, ctx: AppContext) {
  await outboxRoutes(app, ctx);
}
