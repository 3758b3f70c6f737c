import {
  type ReplySupportRequest,
  type SessionUser,
  type SupportRequestView,
  SupportStatus,
  nextSupportStatus,
  supportMessages as sm,
} from '@reno/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db, Tx } from '../../db/client.js';
import { supportReplies, supportRequests } from '../../db/schema/operations.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { notifyMerchant, notifyStaff, notifyUser } from '../notifications/notifications.service.js';
import { webLink } from './links.js';
import { supportViews } from './support.service.js';

/** Where each requester reads its support requests in the app. */
const SUPPORT_PAGE = {
  client: '/support',
  merchant: '/merchant/support',
  project_manager: '/merchant/support',
};

async function lockRequest(tx: Tx, id: string) {
  const [row] = await tx.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return { row, status: SupportStatus.safeParse(row.status).data ?? 'Open' };
}

async function viewOf(db: Db, id: string): Promise<SupportRequestView> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  const [view] = row ? await supportViews(db, [row]) : [];
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/**
 * POST /admin/support-requests/:id/reply. One transaction with the request row locked: the reply, the
 * status Answered, the requester's notice and e-mail are written together, and a request another admin
 * closed meanwhile is refused (issue 18: "replies by e-mail and in the app").
 */
export async function replySupportRequest(
  ctx: AppContext,
  admin: SessionUser,
  id: string,
  input: ReplySupportRequest,
): Promise<SupportRequestView> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const { row, status } = await lockRequest(tx, id);
    const next = nextSupportStatus(status, 'reply');
    if (!next) throw new AppError('CONFLICT', sm.isClosed);
    const authorName = `${admin.first_name} ${admin.last_name}`.trim() || 'EZreno admin';
    await tx
      .insert(supportReplies)
      .values({ requestId: id, authorId: admin._id, authorName, message: input.message });
    await tx.update(supportRequests).set({ status: next }).where(eq(supportRequests.id, id));
    const requester = (await userContactsByIds(tx, [row.requesterId])).get(row.requesterId);
    if (!requester) return;
    const role =
      requester.role === 'client' || requester.role === 'project_manager' ? requester.role : 'merchant';
    const notice = {
      action: 'support_reply',
      content: `Our admin replied to your support request: ${row.subject}`,
      ...(row.projectId ? { projectId: row.projectId } : {}),
    };
    if (role === 'client') await notifyUser(tx, row.requesterId, notice);
    else if (role === 'merchant') await notifyMerchant(tx, row.requesterId, notice);
    else await notifyStaff(tx, row.requesterId, notice);
    await enqueueEmail(
      tx,
      {
        email: requester.email,
        template_name: 'support_reply',
        subject: `Re: ${row.subject}`,
        data: {
          name: `${requester.firstName} ${requester.lastName}`.trim() || requester.email,
          subject: row.subject,
          question: row.message,
          reply: input.message,
          link: webLink(ctx, SUPPORT_PAGE[role]),
        },
      },
      { publicUrl: ctx.config.publicUrl },
    );
  });
  return viewOf(db, id);
}

/** PUT /admin/support-requests/:id/status: close a request, or open a closed one again. */
export async function setSupportStatus(
  db: Db,
  id: string,
  target: 'Open' | 'Closed',
): Promise<SupportRequestView> {
  await db.transaction(async (tx) => {
    const { status } = await lockRequest(tx, id);
    const next = nextSupportStatus(status, target === 'Closed' ? 'close' : 'reopen');
    // Already there (a second admin or a second click): nothing to do, the answer is the same.
    if (next) await tx.update(supportRequests).set({ status: next }).where(eq(supportRequests.id, id));
  });
  return viewOf(db, id);
}
