import {
  type CreateSupportRequest,
  type ListQueryInput,
  type SessionUser,
  type SupportRequestPage,
  type SupportRequestView,
  operationsMessages as m,
} from '@reno/domain';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { merchantProfiles, users } from '../../db/schema/accounts.js';
import { files } from '../../db/schema/files.js';
import { supportRequests } from '../../db/schema/operations.js';
import { projects } from '../../db/schema/projects.js';
import { AppError } from '../../platform/errors.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { fileResourceURI } from '../files/files.service.js';
import { notifyAdmins } from '../notifications/notifications.service.js';
import { webLink } from './links.js';
import { projectForViewer } from './project-access.js';

const columns: ListColumns = {
  created_at: supportRequests.createdAt,
  subject: supportRequests.subject,
  status: supportRequests.status,
};
const rules = { defaultSortBy: 'created_at', defaultSort: 'desc', defaultSearchFields: ['subject'] } as const;

const selection = {
  request: supportRequests,
  projectName: projects.name,
  user: {
    id: users.id,
    role: users.role,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
  company: merchantProfiles.companyName,
};

const baseQuery = (db: DbOrTx) =>
  db
    .select(selection)
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.requesterId))
    .leftJoin(merchantProfiles, eq(merchantProfiles.userId, supportRequests.requesterId))
    .leftJoin(projects, eq(projects.id, supportRequests.projectId));

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

const toView = (r: Row): SupportRequestView => ({
  _id: r.request.id,
  subject: r.request.subject,
  message: r.request.message,
  image_path: r.request.imageFileId ? fileResourceURI(r.request.imageFileId) : null,
  project_id: r.request.projectId,
  project_name: r.projectName,
  requester: {
    _id: r.user.id,
    role: r.user.role === 'project_manager' ? 'project_manager' : 'merchant',
    name: `${r.user.firstName} ${r.user.lastName}`.trim(),
    company_name: r.company,
    email: r.user.email,
  },
  status: r.request.status === 'Closed' ? 'Closed' : 'Open',
  created_at: r.request.createdAt.toISOString(),
});

/**
 * merchant/support: a request to the admins with an optional image the requester uploaded (category
 * support_img) and optionally one of its projects. The admins get a notice and an e-mail.
 */
export async function createSupportRequest(
  ctx: AppContext,
  requester: SessionUser,
  input: CreateSupportRequest,
): Promise<SupportRequestView> {
  const db = ctx.database.db;
  const project = input.project_id ? await projectForViewer(db, requester, input.project_id) : null;
  if (input.image_file_id) {
    const [file] = await db.select().from(files).where(eq(files.id, input.image_file_id));
    if (!file || file.ownerId !== requester._id || file.category !== 'support_img')
      throw new AppError('BAD_REQUEST', m.fileNotFound, [
        { field: 'image_file_id', message: m.fileNotFound },
      ]);
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        requesterId: requester._id,
        projectId: project?.id ?? null,
        subject: input.subject,
        message: input.message,
        imageFileId: input.image_file_id ?? null,
      })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error('support insert returned nothing');
    const [company] = await tx
      .select({ name: merchantProfiles.companyName })
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, requester._id));
    const who = company?.name ?? `${requester.first_name} ${requester.last_name}`.trim();
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
    return row.id;
  });
  const [row] = await baseQuery(db).where(eq(supportRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

/** GET /admin/support-requests: newest first, paged through the list query. */
export async function listSupportRequests(db: DbOrTx, input: ListQueryInput): Promise<SupportRequestPage> {
  const query = parseList(input, columns, rules);
  const where = listWhere(query, columns);
  const [items, totals] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...listOrder(query, columns, supportRequests.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { items: items.map(toView), totalCount: Number(totals[0]?.n ?? 0) };
}
