import { AnnouncementList, AnnouncementView, SaveAnnouncement, backOfficeMessages as m } from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireUser } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  deliverAnnouncements,
  listAnnouncements,
} from './announcements.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Issue 18 item 5: admins write announcements (flag announcement); signed-in readers get each once. */
export async function announcementsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['back-office'];
  app.get(
    '/admin/announcements',
    { schema: { tags, response: envelope(AnnouncementList) } },
    async (request) => {
      requireAdmin(request, 'announcement');
      return ok(await listAnnouncements(db));
    },
  );
  app.post(
    '/admin/announcements',
    { schema: { tags, body: SaveAnnouncement, response: envelope(AnnouncementView) } },
    async (request) => {
      const admin = requireAdmin(request, 'announcement');
      return ok(await createAnnouncement(db, admin._id, request.body), m.announcementPosted);
    },
  );
  app.delete(
    '/admin/announcements/:id',
    { schema: { tags, params: IdParams, response: envelope(z.object({ deleted: z.literal(true) })) } },
    async (request) => {
      requireAdmin(request, 'announcement');
      return ok(await deleteAnnouncement(db, request.params.id), m.announcementDeleted);
    },
  );
  // A POST: asking marks what it answers as shown.
  app.post(
    '/announcements/deliver',
    { schema: { tags, response: envelope(AnnouncementList) } },
    async (request) => {
      const viewer = requireUser(request);
      return ok(await deliverAnnouncements(db, viewer));
    },
  );
}
