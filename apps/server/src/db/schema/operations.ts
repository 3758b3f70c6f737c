import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';

/**
 * Spec §3 "Project services: _id, services, status, status_date, project_id, merchant_id, merchant,
 * invoice": one per service category of the quotation, made when the deposit is approved (issue 12).
 * `quotation_item_ids` are the quotation lines it covers; `amount_cents` their sum (all services add
 * up to the quotation to the cent, packages/domain planProjectServices). Status moves are conditional
 * UPDATEs on `status` (and the merchant), so two admins or a double click change it once.
 */
export const projectServices = pgTable(
  'project_services',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    services: text('services').notNull(),
    position: integer('position').notNull(),
    quotationItemIds: text('quotation_item_ids').array().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Unassigned, Assigned, Accepted, Declined, Hold, Approved, Completed (domain ProjectServiceStatus). */
    status: text('status').notNull().default('Unassigned'),
    statusDate: timestamp('status_date', { withTimezone: true }).notNull().defaultNow(),
    merchantId: text('merchant_id').references(() => users.id, { onDelete: 'restrict' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The last decline: who and why, shown to the admin until the service is assigned again. */
    declineReason: text('decline_reason'),
    declinedBy: text('declined_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One service per category per project: a retried deposit approval cannot make them twice.
    uniqueIndex('project_services_project_services_unique').on(t.projectId, t.services),
    index('project_services_merchant_idx').on(t.merchantId, t.status),
    check('project_services_amount_nonnegative', sql`${t.amountCents} >= 0`),
    check(
      'project_services_status_valid',
      sql`${t.status} in ('Unassigned', 'Assigned', 'Accepted', 'Declined', 'Hold', 'Approved', 'Completed')`,
    ),
    // Assigned and later states always name their merchant; Unassigned and Declined never do.
    check(
      'project_services_merchant_matches_status',
      sql`(${t.merchantId} is null) = (${t.status} in ('Unassigned', 'Declined'))`,
    ),
  ],
);

/**
 * Spec §3 "Services schedule: services, date, type (works or other), stage 0 to 2": the days of each
 * project service, set by the admin or the project's project manager (replaced as a whole).
 */
export const servicesSchedules = pgTable(
  'services_schedules',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectServiceId: text('project_service_id')
      .notNull()
      .references(() => projectServices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** works or other. */
    type: text('type').notNull(),
    stage: integer('stage').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_schedules_project_idx').on(t.projectId, t.date),
    index('services_schedules_service_idx').on(t.projectServiceId),
    check('services_schedules_type_valid', sql`${t.type} in ('works', 'other')`),
    check('services_schedules_stage_range', sql`${t.stage} between 0 and 2`),
  ],
);

/**
 * Public spec "Other": merchant project milestones Deposit, Confirmation, Start Works, Carpentry, Touch
 * Up, Handover, reached one after another with a date, per merchant on a project. The unique index
 * makes a double submission of the same milestone fail instead of writing it twice.
 */
export const merchantMilestones = pgTable(
  'merchant_milestones',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    /** The day it was reached (Singapore calendar day). */
    date: date('date', { mode: 'string' }).notNull(),
    recordedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_milestones_unique').on(t.projectId, t.merchantId, t.milestone),
    index('merchant_milestones_merchant_idx').on(t.merchantId),
  ],
);

/**
 * Files attached to a project by the admin, its project manager or an assigned merchant (special
 * specifications, detailed drawings, floorplans). The bytes are a `files` row; spec "Special
 * specification: _id, area, description, path".
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** special_specification, detailed_drawing, floorplan. */
    kind: text('kind').notNull(),
    area: text('area'),
    description: text('description'),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByRole: text('uploaded_by_role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_files_project_idx').on(t.projectId, t.kind),
    uniqueIndex('project_files_file_unique').on(t.projectId, t.fileId),
    index('project_files_file_idx').on(t.fileId),
    check(
      'project_files_kind_valid',
      sql`${t.kind} in ('special_specification', 'detailed_drawing', 'floorplan')`,
    ),
  ],
);

/** merchant/support: a request to the admin with an optional image (upload category support_img). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    imageFileId: text('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Open, Answered (an admin replied) or Closed. */
    status: text('status').notNull().default('Open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_requests_created_idx').on(t.createdAt),
    index('support_requests_requester_idx').on(t.requesterId),
  ],
);

/**
 * Issue 18: the admin's answers to a support request, shown to the requester in the app and e-mailed.
 * A reply moves the request to Answered; the requester's new message (none yet) would reopen it.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    requestId: text('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_request_idx').on(t.requestId, t.createdAt)],
);
