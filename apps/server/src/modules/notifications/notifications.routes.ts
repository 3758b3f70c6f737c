import { MarkedRead, NotificationPage, NotificationsQuery, UnreadCount } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireUser } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Issue 12 item 7: the bell and the notification list, for every signed-in role. */
export async function notificationsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    { schema: { tags, querystring: NotificationsQuery, response: envelope(NotificationPage) } },
    async (request) => ok(await listNotifications(db, requireUser(request), request.query)),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { tags, response: envelope(UnreadCount) } },
    async (request) => ok(await getUnreadCount(db, requireUser(request))),
  );

  app.post('/notifications/read-all', { schema: { tags, response: envelope(MarkedRead) } }, async (request) =>
    ok(await markAllNotificationsRead(db, requireUser(request))),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: IdParams, response: envelope(MarkedRead) } },
    async (request) => ok(await markNotificationRead(db, requireUser(request), request.params.id)),
  );
}
