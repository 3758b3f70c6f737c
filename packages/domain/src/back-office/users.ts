import { z } from 'zod';
import { type ListQueryInput } from '../api/list-query.js';
import { backOfficeMessages } from './messages.js';

/** Spec "Client-list columns" (and the account's state): the admin's client list. */
export const AdminClientRow = z.object({
  _id: z.string(),
  salutation: z.string().nullable(),
  gender: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string().nullable(),
  nationality: z.string().nullable(),
  mailing_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  handphone_no: z.string().nullable(),
  email: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  email_verified: z.boolean(),
  is_active: z.boolean(),
});
export type AdminClientRow = z.infer<typeof AdminClientRow>;
export const AdminClientPage = z.object({ items: z.array(AdminClientRow), totalCount: z.number().int() });
export type AdminClientPage = z.infer<typeof AdminClientPage>;

/** The columns an admin may sort and search the client list by (the list query's allow-list). */
export const ADMIN_CLIENT_FIELDS = [
  'salutation',
  'gender',
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'mailing_address',
  'postal_code',
  'handphone_no',
  'email',
  'created_at',
  'last_login',
] as const;

/** The admins as the Users list shows them. */
export const AdminUserRow = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  handphone_no: z.string().nullable(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  is_active: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUserPage = z.object({ items: z.array(AdminUserRow), totalCount: z.number().int() });
export type AdminUserPage = z.infer<typeof AdminUserPage>;
export const ADMIN_USER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'handphone_no',
  'created_at',
  'last_login',
] as const;

export const ActivityEntry = z.object({
  _id: z.string(),
  action: z.string(),
  api: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** A client's detail page: profile, projects, payments, EZcash and activity log (issue 18 item 2). */
export const AdminClientDetail = z.object({
  client: AdminClientRow,
  projects: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      phase: z.string().nullable(),
      created_at: z.string(),
      works_amount: z.number().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      project_id: z.string(),
      project_name: z.string(),
      stage: z.number(),
      status: z.string(),
      created: z.string(),
    }),
  ),
  ezcash: z.object({
    balance: z.number(),
    total_earned: z.number(),
    history: z.array(
      z.object({
        _id: z.string(),
        ezcash_amount: z.number(),
        operator: z.string(),
        ezcash_category: z.string(),
        approval_status: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
  activity: z.array(ActivityEntry),
});
export type AdminClientDetail = z.infer<typeof AdminClientDetail>;

/**
 * Spec list query: a search names its column (searchBy) and its text (search); one without the other is
 * refused with the spec's "Please fill the appropriate fields!". Null when the pair is complete or absent.
 */
export function searchPairProblem(query: Pick<ListQueryInput, 'search' | 'searchBy'>): string | null {
  const hasText = (query.search ?? '').trim() !== '';
  const hasColumn = (query.searchBy ?? '').trim() !== '';
  return hasText === hasColumn ? null : backOfficeMessages.fillFields;
}
