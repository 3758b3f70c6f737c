import { z } from 'zod';
import { ProjectTimeSchedule } from '../time-schedule/time-schedule.js';
import { MilestoneView } from './milestones.js';
import { ProjectFileView } from './project-files.js';
import { ProjectServiceStatus, ProjectServiceWithLines } from './project-services.js';
import { ServicesScheduleEntry } from '../time-schedule/time-schedule.js';

/**
 * Merchant routes of the spec: `project` (overview with incoming and current projects),
 * `incoming-project/{id}`, `current-project/{id}`, `transactions/*`. A merchant sees a project only
 * while one of its services is assigned to it, and only those services' lines and amounts.
 */
export const MerchantProjectsQuery = z.object({
  /** incoming: assigned, waiting for its answer; current: accepted (and later states). */
  status: z.enum(['incoming', 'current']),
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(150).default(20),
});
export type MerchantProjectsQuery = z.infer<typeof MerchantProjectsQuery>;

export const MerchantProjectCard = z.object({
  _id: z.string(),
  name: z.string(),
  phase: z.string(),
  stage: z.number().int(),
  renovation_address: z.string().nullable(),
  renovation_postal_code: z.string().nullable(),
  /** The client's name only: contacts go through the project manager and the admin. */
  client_name: z.string(),
  /** Its own services on the project and their sum (cents). */
  services: z.array(
    z.object({
      _id: z.string(),
      services: z.string(),
      status: ProjectServiceStatus,
      amount_cents: z.number().int(),
    }),
  ),
  amount_cents: z.number().int(),
  assigned_at: z.string(),
});
export type MerchantProjectCard = z.infer<typeof MerchantProjectCard>;

export const MerchantProjectPage = z.object({
  items: z.array(MerchantProjectCard),
  totalCount: z.number().int().nonnegative(),
});
export type MerchantProjectPage = z.infer<typeof MerchantProjectPage>;

/** GET /merchant/projects/{id}: details, scope of work (its services' lines), schedule, milestones, files. */
export const MerchantProjectDetail = z.object({
  _id: z.string(),
  name: z.string(),
  phase: z.string(),
  stage: z.number().int(),
  renovation_address: z.string().nullable(),
  renovation_postal_code: z.string().nullable(),
  renovation_unit_number: z.string().nullable(),
  client_name: z.string(),
  project_manager: z
    .object({ name: z.string(), email: z.string(), handphone_no: z.string().nullable() })
    .nullable(),
  /** True when at least one of its services is accepted (a current project); false for incoming only. */
  is_current: z.boolean(),
  services: z.array(ProjectServiceWithLines),
  amount_cents: z.number().int(),
  time_schedule: ProjectTimeSchedule.nullable(),
  /** Only its services' entries. */
  services_schedule: z.array(ServicesScheduleEntry),
  milestones: z.array(MilestoneView),
  /** Floorplans, special specifications and detailed drawings of the project (read views). */
  files: z.array(ProjectFileView),
  /** The client's dreamboard and 3D perspective are read in the client area's own calls (future). */
});
export type MerchantProjectDetail = z.infer<typeof MerchantProjectDetail>;

/** transactions/all with sub-routes ongoing-vo, service-fee, completed. */
export const MERCHANT_TRANSACTION_TABS = ['all', 'ongoing-vo', 'service-fee', 'completed'] as const;
export const MerchantTransactionTab = z.enum(MERCHANT_TRANSACTION_TABS);
export type MerchantTransactionTab = z.infer<typeof MerchantTransactionTab>;

export const MerchantTransactionsQuery = z.object({
  tab: MerchantTransactionTab.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(150).default(20),
});
export type MerchantTransactionsQuery = z.infer<typeof MerchantTransactionsQuery>;

export const MerchantTransaction = z.object({
  _id: z.string(),
  /** Service fee (a project service) or Variation Order (next issue). */
  type: z.enum(['Service Fee', 'Variation Order']),
  project_id: z.string(),
  project_name: z.string(),
  services: z.string(),
  amount_cents: z.number().int(),
  status: z.string(),
  status_date: z.string(),
  /** Issue 13: a variation order's invoice (INV-000123), once accepted. */
  invoice_number: z.string().nullable().optional(),
});
export type MerchantTransaction = z.infer<typeof MerchantTransaction>;

export const MerchantTransactionPage = z.object({
  items: z.array(MerchantTransaction),
  totalCount: z.number().int().nonnegative(),
  /** Sum of the listed tab's amounts (all pages), in cents. */
  total_amount_cents: z.number().int(),
});
export type MerchantTransactionPage = z.infer<typeof MerchantTransactionPage>;
