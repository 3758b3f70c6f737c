import {
  type AdminMerchantPage,
  type CreateMerchant,
  type ListQueryInput,
  type MerchantOption,
  type MerchantPublic,
  type MerchantView,
  SET_PASSWORD_TTL_MS,
  type UpdateMerchant,
  type UpdateOwnMerchantProfile,
  operationsMessages as m,
} from '@reno/domain';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { merchantProfiles, users } from '../../db/schema/accounts.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { type ListColumns, listOrder, listWhere, parseList } from '../../platform/list-query.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { issueAccountToken } from '../accounts/account-tokens.js';
import { forgetUserSessions } from '../auth/session-cache.js';
import { endUserSessions } from '../auth/sessions.service.js';
import { activeServiceCountsByMerchant } from '../operations/service-counts.service.js';

/** The admin merchant list's allow-list: spec field names to columns (MERCHANT_LIST_FIELDS). */
const columns: ListColumns = {
  company_name: merchantProfiles.companyName,
  specialization: merchantProfiles.specialization,
  email: users.email,
  handphone_no: users.handphoneNo,
  uen: merchantProfiles.uen,
  name: sql`${users.firstName} || ' ' || ${users.lastName}`,
  is_active: users.isActive,
  created_at: users.createdAt,
};
const rules = {
  defaultSortBy: 'company_name',
  defaultSort: 'asc',
  defaultSearchFields: ['company_name', 'email', 'specialization', 'uen'],
  containsFilters: ['company_name', 'specialization', 'email', 'handphone_no', 'uen', 'name'],
} as const;

const selection = { user: users, profile: merchantProfiles };
type MerchantJoinRow = { user: typeof users.$inferSelect; profile: typeof merchantProfiles.$inferSelect };

/** Views of a page of merchants, with the services each is on (one more query for the page). */
async function toViews(db: DbOrTx, rows: readonly MerchantJoinRow[]): Promise<MerchantView[]> {
  const counts = await activeServiceCountsByMerchant(
    db,
    rows.map((r) => r.user.id),
  );
  return rows.map((r) => toView(r, counts.get(r.user.id) ?? 0));
}

const toView = ({ user, profile }: MerchantJoinRow, n: number): MerchantView => ({
  _id: user.id,
  company_name: profile.companyName,
  specialization: profile.specialization,
  company_description: profile.companyDescription,
  uen: profile.uen,
  gst_reg_no: profile.gstRegNo,
  handphone_no: user.handphoneNo,
  email: user.email,
  name: profile.name ?? `${user.firstName} ${user.lastName}`.trim(),
  person_incharge: profile.personIncharge,
  incharge_handphone_no: profile.inchargeHandphoneNo,
  incharge_email: profile.inchargeEmail,
  is_active: user.isActive,
  has_password: user.passwordHash !== null,
  active_services: n,
  created_at: user.createdAt.toISOString(),
});

const merchantQuery = (db: DbOrTx, where?: SQL) =>
  db
    .select(selection)
    .from(users)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(and(eq(users.role, 'merchant'), where));

export async function listMerchants(db: DbOrTx, input: ListQueryInput): Promise<AdminMerchantPage> {
  const query = parseList(input, columns, rules);
  const where = listWhere(query, columns, eq(users.role, 'merchant'));
  const [items, totals] = await Promise.all([
    db
      .select(selection)
      .from(users)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
      .where(where)
      .orderBy(...listOrder(query, columns, users.id))
      .limit(query.rowsPerPage)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
      .where(where),
  ]);
  return { items: await toViews(db, items), totalCount: Number(totals[0]?.n ?? 0) };
}

export async function getMerchant(db: DbOrTx, id: string): Promise<MerchantView> {
  const [row] = await merchantQuery(db, eq(users.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const [view] = await toViews(db, [row]);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** The assignment dialog's choices: active merchants only (a deactivated one gets no new projects). */
export async function activeMerchantOptions(db: DbOrTx): Promise<MerchantOption[]> {
  const rows = await db
    .select({
      _id: users.id,
      company_name: merchantProfiles.companyName,
      specialization: merchantProfiles.specialization,
    })
    .from(users)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, users.id))
    .where(and(eq(users.role, 'merchant'), eq(users.isActive, true)))
    .orderBy(asc(merchantProfiles.companyName));
  return rows;
}

/** The contact's name goes into the account's first and last name (the first word, the rest). */
const splitName = (name: string) => {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/** A unique violation on e-mail or mobile becomes the field's message. */
function duplicateError(e: unknown): AppError | null {
  const constraint = uniqueViolation(e);
  if (!constraint) return null;
  if (constraint.includes('email'))
    return new AppError('CONFLICT', m.merchantEmailTaken, [
      { field: 'email', message: m.merchantEmailTaken },
    ]);
  if (constraint.includes('handphone'))
    return new AppError('CONFLICT', m.merchantPhoneTaken, [
      { field: 'handphone_no', message: m.merchantPhoneTaken },
    ]);
  return null;
}

const profileValues = (input: Partial<CreateMerchant>) => ({
  ...(input.company_name !== undefined ? { companyName: input.company_name } : {}),
  ...(input.specialization !== undefined ? { specialization: input.specialization } : {}),
  ...(input.company_description !== undefined ? { companyDescription: input.company_description } : {}),
  ...(input.uen !== undefined ? { uen: input.uen } : {}),
  ...(input.gst_reg_no !== undefined ? { gstRegNo: input.gst_reg_no } : {}),
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.person_incharge !== undefined ? { personIncharge: input.person_incharge } : {}),
  ...(input.incharge_handphone_no !== undefined ? { inchargeHandphoneNo: input.incharge_handphone_no } : {}),
  ...(input.incharge_email !== undefined ? { inchargeEmail: input.incharge_email } : {}),
});

/**
 * POST /admin/merchants: the account (no password yet) and its company profile, and the e-mail with a
 * single-use set-password link (the password-reset tokens, purpose set_password), in one transaction.
 * A second create with the same e-mail or mobile is refused by the unique indexes.
 */
export async function createMerchant(ctx: AppContext, input: CreateMerchant): Promise<MerchantView> {
  const db = ctx.database.db;
  try {
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'merchant',
          email: input.email,
          emailVerified: false,
          handphoneNo: input.handphone_no,
          handphoneVerified: false,
          passwordHash: null,
          ...splitName(input.name),
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      if (!user) throw new Error('merchant insert returned nothing');
      await tx
        .insert(merchantProfiles)
        .values({ userId: user.id, companyName: input.company_name, ...profileValues(input) });
      const token = await issueAccountToken(tx, user.id, 'set_password', SET_PASSWORD_TTL_MS);
      const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/set-password?token=${encodeURIComponent(token)}`;
      await enqueueEmail(
        tx,
        {
          email: user.email,
          template_name: 'merchant_welcome',
          subject: 'Set your password for the EZreno merchant portal',
          data: { first_name: user.firstName, company_name: input.company_name, link },
        },
        { publicUrl: ctx.config.publicUrl },
      );
      return user.id;
    });
    return getMerchant(db, id);
  } catch (e) {
    throw duplicateError(e) ?? e;
  }
}

async function lockMerchant(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'merchant')))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function writeMerchant(tx: DbOrTx, id: string, input: UpdateMerchant) {
  const userSet = {
    ...(input.email !== undefined ? { email: input.email, emailVerified: false } : {}),
    ...(input.handphone_no !== undefined
      ? { handphoneNo: input.handphone_no, handphoneVerified: false }
      : {}),
    ...(input.name !== undefined ? splitName(input.name) : {}),
  };
  if (Object.keys(userSet).length > 0) await tx.update(users).set(userSet).where(eq(users.id, id));
  const profileSet = profileValues(input);
  if (Object.keys(profileSet).length > 0)
    await tx.update(merchantProfiles).set(profileSet).where(eq(merchantProfiles.userId, id));
}

/** PATCH /admin/merchants/{id}. */
export async function updateMerchant(
  ctx: AppContext,
  id: string,
  input: UpdateMerchant,
): Promise<MerchantView> {
  const db = ctx.database.db;
  try {
    await db.transaction(async (tx) => {
      await lockMerchant(tx, id);
      const [current] = await tx
        .select({ email: users.email, phone: users.handphoneNo })
        .from(users)
        .where(eq(users.id, id));
      // An unchanged e-mail or mobile keeps its verified flag.
      const patch = { ...input };
      if (patch.email !== undefined && patch.email === current?.email) delete patch.email;
      if (patch.handphone_no !== undefined && patch.handphone_no === current?.phone)
        delete patch.handphone_no;
      await writeMerchant(tx, id, patch);
    });
  } catch (e) {
    throw duplicateError(e) ?? e;
  }
  return getMerchant(db, id);
}

/**
 * Deactivate: the merchant cannot sign in (login refuses inactive accounts and every session ends
 * now), gets no new projects (assignment checks is_active under the same row lock), and keeps what it
 * holds. Repeating it changes nothing.
 */
export async function setMerchantActive(ctx: AppContext, id: string, active: boolean): Promise<MerchantView> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const row = await lockMerchant(tx, id);
    if (row.isActive === active) return;
    await tx.update(users).set({ isActive: active }).where(eq(users.id, id));
    if (!active) await endUserSessions(tx, id);
  });
  if (!active) forgetUserSessions(id);
  return getMerchant(db, id);
}

/** GET /merchant/profile. */
export const getOwnMerchantProfile = (db: DbOrTx, merchantId: string) => getMerchant(db, merchantId);

/** PATCH /merchant/profile: the merchant's own company fields (not the sign-in e-mail or UEN). */
export async function updateOwnMerchantProfile(
  ctx: AppContext,
  merchantId: string,
  input: UpdateOwnMerchantProfile,
): Promise<MerchantView> {
  return updateMerchant(ctx, merchantId, input);
}

/** Company names of these merchants, one query (lists that show who holds a service). */
export async function merchantCompaniesByIds(
  db: DbOrTx,
  ids: readonly (string | null)[],
): Promise<Map<string, { company_name: string; specialization: string | null }>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: merchantProfiles.userId,
      company_name: merchantProfiles.companyName,
      specialization: merchantProfiles.specialization,
    })
    .from(merchantProfiles)
    .where(inArray(merchantProfiles.userId, wanted));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/**
 * What a client may see of these merchants (domain MerchantPublic): the business face only, never
 * UEN, GST number, the person in charge or the account state.
 */
export async function merchantPublicByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, MerchantPublic>> {
  if (ids.length === 0) return new Map();
  const rows = await merchantQuery(db, inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ user, profile }) => [
      user.id,
      {
        _id: user.id,
        company_name: profile.companyName,
        specialization: profile.specialization,
        company_description: profile.companyDescription,
        handphone_no: user.handphoneNo,
        email: user.email,
        name: profile.name ?? `${user.firstName} ${user.lastName}`.trim(),
      },
    ]),
  );
}

/**
 * The merchant an admin assigns, read FOR SHARE inside the assignment's transaction: a deactivation
 * (which locks the row FOR UPDATE) waits for the assignment or happens before it, never in between.
 */
export async function lockMerchantForAssignment(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'merchant')))
    .for('share');
  return row;
}
