import {
  type CreateSupportRequest,
  type ListQueryInput,
  type SessionUser,
  type SupportRequestPage,
  type SupportRequestView,
  SupportStatus,
  operationsMessages as m,
} from '@reno/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { supportReplies, supportRequests } from '../../db/schema/operations.js';
import { AppError } from '../../platform/errors.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { userContactsByIds } from '../accounts/user-directory.service.js';
import { fileRecordsByIds, fileResourceURI } from '../files/files.service.js';
import { merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { notifyAdmins } from '../notifications/notifications.service.js';
import { projectRecordsByIds } from '../projects/project-records.service.js';
import { webLink } from './links.js';
import { projectForViewer } from './project-access.js';

type SupportRow = typeof supportRequests.$inferSelect;

const requesterRole = (role: string | undefined): SupportRequestView['requester']['role'] =>
  role === 'project_manager' || role === 'client' ? role : 'merchant';

/** The replies of these requests, oldest first, in one query. */
async function supportRepliesOf(db: DbOrTx, requestIds: string[]) {
  const byRequest = new Map<string, SupportRequestView['replies']>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(supportReplies)
    .where(inArray(supportReplies.requestId, requestIds))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  for (const r of rows)
    byRequest.set(r.requestId, [
      ...(byRequest.get(r.requestId) ?? []),
      { _id: r.id, author_name: r.authorName, message: r.message, created_at: r.createdAt.toISOString() },
    ]);
  return byRequest;
}

const columns: ListColumns = {
  created_at: supportRequests.createdAt,
  subject: supportRequests.subject,
  status: supportRequests.status,
};
const rules = { defaultSortBy: 'created_at', defaultSort: 'desc', defaultSearchFields: ['subject'] } as const;

export const supportViews = (db: DbOrTx, rows: readonly SupportRow[]) => toViews(db, rows);

/** Views of a page of requests: requester, company and project in one query each. */
async function toViews(db: DbOrTx, rows: readonly SupportRow[]): Promise<SupportRequestView[]> {
  const requesters = rows.map((r) => r.requesterId);
  const [people, companies, projects, replies] = await Promise.all([
    userContactsByIds(db, requesters),
    merchantCompaniesByIds(db, requesters),
    projectRecordsByIds(
      db,
      rows.flatMap((r) => (r.projectId ? [r.projectId] : [])),
    ),
    supportRepliesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const person = people.get(r.requesterId);
    return {
      _id: r.id,
      subject: r.subject,
      message: r.message,
      image_path: r.imageFileId ? fileResourceURI(r.imageFileId) : null,
      project_id: r.projectId,
      project_name: r.projectId ? (projects.get(r.projectId)?.name ?? null) : null,
      requester: {
        _id: r.requesterId,
        role: requesterRole(person?.role),
        name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
        company_name: companies.get(r.requesterId)?.company_name ?? null,
        email: person?.email ?? '',
      },
      status: SupportStatus.safeParse(r.status).data ?? 'Open',
      created_at: r.createdAt.toISOString(),
      replies: replies.get(r.id) ?? [],
    };
  });
}

/**
 * merchant/support: a request to the admins with an optional image the requester uploaded (category
 * support_img) and optionally one of its projects. The admins get a notice and an e-mail, in the same
 * transaction as the request.
 */
export async function createSupportRequest(
  ctx: AppContext,
  requester: SessionUser,
  input: CreateSupportRequest,
): Promise<SupportRequestView> {
  const db = ctx.database.db;
  const project = input.project_id ? await projectForViewer(db, requester, input.project_id) : null;
  if (input.image_file_id) {
    const file = (await fileRecordsByIds(db, [input.image_file_id])).get(input.image_file_id);
    if (!file || file.ownerId !== requester._id || file.category !== 'support_img')
      throw new AppError('BAD_REQUEST', m.fileNotFound, [
        { field: 'image_file_id', message: m.fileNotFound },
      ]);
  }
  const company = (await merchantCompaniesByIds(db, [requester._id])).get(requester._id);
  const who = company?.company_name ?? `${requester.first_name} ${requester.last_name}`.trim();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(supportRequests)
      .values({
        requesterId: requester._id,
        projectId: project?.id ?? null,
        subject: input.subject,
        message: input.message,
        imageFileId: input.image_file_id ?? null,
      })
      .returning();
    if (!created) throw new Error('support insert returned nothing');
    await notifyAdmins(tx, {
      action: 'support_request',
      content: `${who} asked for support: ${input.subject}`,
      ...(requester.role === 'merchant' ? { merchantId: requester._id } : {}),
      ...(project ? { projectId: project.id } : {}),
    });
    if (ctx.config.adminNotifyEmails.length > 0) {
      await enqueueEmail(
        tx,
        {
          emails: ctx.config.adminNotifyEmails,
          template_name: 'admin_support_request',
          subject: `Support request: ${input.subject}`,
          data: {
            requester: who,
            requester_email: requester.email,
            subject: input.subject,
            message: input.message,
            ...(project ? { project_name: project.name } : {}),
            has_image: Boolean(input.image_file_id),
            link: webLink(ctx, '/admin/support'),
          },
        },
        { publicUrl: ctx.config.publicUrl },
      );
    }
    return created;
  });
  const [view] = await toViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** GET /admin/support-requests: newest first, paged through the list query. */
export async function listSupportRequests(db: DbOrTx, input: ListQueryInput): Promise<SupportRequestPage> {
  const query = parseList(input, columns, rules);
  const where = listWhere(query, columns);
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(...listOrder(query, columns, supportRequests.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { items: await toViews(db, items), totalCount: Number(totals[0]?.n ?? 0) };
}

/** GET /support-requests/mine: the requester's own requests with the admins' replies, newest first. */
export async function listMySupportRequests(
  db: DbOrTx,
  requester: SessionUser,
  input: ListQueryInput,
): Promise<SupportRequestPage> {
  const query = parseList(input, columns, rules);
  const where = listWhere(query, columns, eq(supportRequests.requesterId, requester._id));
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(...listOrder(query, columns, supportRequests.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { items: await toViews(db, items), totalCount: Number(totals[0]?.n ?? 0) };
}
