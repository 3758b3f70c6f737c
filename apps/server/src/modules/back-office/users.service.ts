import {
  type ADMIN_CLIENT_FIELDS,
  type ADMIN_USER_FIELDS,
  backOfficeMessages as m,
  searchPairProblem,
  type AdminClientDetail,
  type AdminClientPage,
  type AdminClientRow,
  type AdminUserPage,
  type ListQueryInput,
  type SessionUser,
} from '@reno/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors.js';
import { listOrder, listWhere, parseList, type ListColumns } from '../../platform/list-query.js';
import { resendVerificationLink } from '../accounts/email-verification.service.js';
import { forgetUserSessions } from '../auth/session-cache.js';
import { endUserSessions } from '../auth/sessions.service.js';
import { getClientProjects } from '../projects/client-projects.service.js';
import { getRewardsSummary } from '../rewards/rewards.service.js';
import { activityOf } from '../system/activity.service.js';

const clientColumns: ListColumns = {
  salutation: clientProfiles.salutation,
  gender: clientProfiles.gender,
  first_name: users.firstName,
  last_name: users.lastName,
  date_of_birth: clientProfiles.dateOfBirth,
  nationality: clientProfiles.nationality,
  mailing_address: clientProfiles.mailingAddress,
  postal_code: clientProfiles.postalCode,
  handphone_no: users.handphoneNo,
  email: users.email,
  created_at: users.createdAt,
  last_login: users.lastLogin,
} satisfies Record<(typeof ADMIN_CLIENT_FIELDS)[number], unknown>;

const rules = { defaultSortBy: 'created_at', defaultSort: 'desc' } as const;

/** Spec list query: searchBy and search come together, or neither. */
const checkSearch = (input: ListQueryInput) => {
  const problem = searchPairProblem(input);
  if (problem) throw new AppError('BAD_REQUEST', problem, [{ field: 'search', message: problem }]);
};

type ClientJoin = { user: typeof users.$inferSelect; profile: typeof clientProfiles.$inferSelect | null };
const clientRow = ({ user, profile }: ClientJoin): AdminClientRow => ({
  _id: user.id,
  salutation: profile?.salutation ?? null,
  gender: profile?.gender ?? null,
  first_name: user.firstName,
  last_name: user.lastName,
  date_of_birth: profile?.dateOfBirth ?? null,
  nationality: profile?.nationality ?? null,
  mailing_address: profile?.mailingAddress ?? null,
  postal_code: profile?.postalCode ?? null,
  handphone_no: user.handphoneNo,
  email: user.email,
  created_at: user.createdAt.toISOString(),
  last_login: user.lastLogin?.toISOString() ?? null,
  email_verified: user.emailVerified,
  is_active: user.isActive,
});

export async function listClients(db: Db, input: ListQueryInput): Promise<AdminClientPage> {
  checkSearch(input);
  const query = parseList(input, clientColumns, rules);
  const where = listWhere(query, clientColumns, eq(users.role, 'client'));
  const [rows, totals] = await Promise.all([
    db
      .select({ user: users, profile: clientProfiles })
      .from(users)
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(where)
      .orderBy(...listOrder(query, clientColumns, users.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(where),
  ]);
  return { items: rows.map(clientRow), totalCount: Number(totals[0]?.n ?? 0) };
}

const adminColumns: ListColumns = {
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  handphone_no: users.handphoneNo,
  created_at: users.createdAt,
  last_login: users.lastLogin,
} satisfies Record<(typeof ADMIN_USER_FIELDS)[number], unknown>;

export async function listAdminUsers(db: Db, input: ListQueryInput): Promise<AdminUserPage> {
  checkSearch(input);
  const query = parseList(input, adminColumns, rules);
  const where = listWhere(query, adminColumns, eq(users.role, 'admin'));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...listOrder(query, adminColumns, users.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((u) => ({
      _id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      handphone_no: u.handphoneNo,
      created_at: u.createdAt.toISOString(),
      last_login: u.lastLogin?.toISOString() ?? null,
      is_active: u.isActive,
    })),
    totalCount: Number(totals[0]?.n ?? 0),
  };
}

const isClient = (id: string): SQL => and(eq(users.id, id), eq(users.role, 'client'))!;

async function findClient(db: Db, id: string): Promise<ClientJoin> {
  const [row] = await db
    .select({ user: users, profile: clientProfiles })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(isClient(id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const ACTIVITY_SHOWN = 50;

export async function getClientDetail(db: Db, id: string): Promise<AdminClientDetail> {
  const found = await findClient(db, id);
  const asClient: SessionUser = {
    _id: id,
    role: 'client',
    email: found.user.email,
    first_name: found.user.firstName,
    last_name: found.user.lastName,
    permissions: [],
  };
  const [projects, rewards, activity] = await Promise.all([
    getClientProjects(db, asClient, { rowsPerPage: '100' }),
    getRewardsSummary(db, id),
    activityOf(db, id, ACTIVITY_SHOWN),
  ]);
  return {
    client: clientRow(found),
    projects: projects.items.map((p) => ({
      _id: p._id,
      name: p.name,
      phase: p.phase,
      created_at: p.created_at,
      works_amount: p.works_amount,
    })),
    payments: projects.items.flatMap((p) =>
      p.latestPayment
        ? [
            {
              project_id: p._id,
              project_name: p.name,
              stage: p.latestPayment.stage,
              status: p.latestPayment.status,
              created: p.latestPayment.created,
            },
          ]
        : [],
    ),
    ezcash: {
      balance: rewards.balance,
      total_earned: rewards.total_earned,
      history: rewards.history.map((h) => ({
        _id: h._id,
        ezcash_amount: h.ezcash_amount,
        operator: h.operator,
        ezcash_category: h.ezcash_category,
        approval_status: h.approval_status,
        created_at: h.created_at,
      })),
    },
    activity,
  };
}

/**
 * Deactivates a client (issue 18 item 2): every session ends, the data stays; activating lets the client
 * sign in again. A conditional update, so two admins at once change it once.
 */
export async function setClientActive(db: Db, id: string, active: boolean): Promise<AdminClientRow> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isActive: active })
      .where(isClient(id))
      .returning({ id: users.id });
    if (!row) throw new AppError('NOT_FOUND');
    if (!active) await endUserSessions(tx, id);
  });
  forgetUserSessions(id);
  return clientRow(await findClient(db, id));
}

export async function resendClientVerification(ctx: AppContext, id: string) {
  const { user } = await findClient(ctx.database.db, id);
  if (user.emailVerified) throw new AppError('CONFLICT', m.alreadyVerified);
  await resendVerificationLink(ctx.database.db, user.email.toLowerCase(), ctx.config.publicUrl);
  return { sent: true as const };
}
