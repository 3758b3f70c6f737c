import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

/** Spec "Project creation (Design Now)" and the client project entity. Money in integer cents. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** design, quotation, ongoing, completed. */
    phase: text('phase').notNull().default('design'),
    projectType: text('project_type').notNull().default('design_now_2'),
    stage: integer('stage').notNull().default(1),
    status: text('status'),
    canvas: boolean('canvas').notNull().default(false),
    renovationAddress: text('renovation_address'),
    renovationPostalCode: text('renovation_postal_code'),
    renovationUnitNumber: text('renovation_unit_number'),
    renovationCountry: text('renovation_country').notNull().default('Singapore'),
    worksAmount: bigint('works_amount', { mode: 'number' }),
    keyCollected: boolean('key_collected').notNull().default(false),
    keyCollectionDate: date('key_collection_date'),
    preferedRenovationStartDate: date('prefered_renovation_start_date'),
    quotationGeneratedDate: timestamp('quotation_generated_date', { withTimezone: true }),
    requestHelp: boolean('request_help').notNull().default(false),
    budget: bigint('budget', { mode: 'number' }),
    startedOn: date('started_on'),
    finishedOn: date('finished_on'),
    /** Sent by the browser once per Design Now run: a repeated create returns the first project. */
    creationKey: text('creation_key'),
    /** Issue 12: the project manager who runs the project; they see and work only these. */
    projectManagerId: text('project_manager_id').references(() => users.id, { onDelete: 'set null' }),
    /** Issue 12: the staff member who created it for the client (a project manager), or null for Design Now. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastModified: updatedAt(),
    /**
     * Copies the client's project list reads instead of a lookup per card (issue 19, decision 029),
     * kept by triggers (migration 0028) in the transaction of every change they copy; the application
     * never writes them, and a statement that does gets the true values back. The checkpoint's cover
     * file when the project's client owns it (`canReadFile` for that client), else null.
     */
    coverFileId: text('cover_file_id'),
    /** The project's newest payment receipt (created_at, then stage), as the dashboard reads it. */
    latestPaymentReceiptId: text('latest_payment_receipt_id'),
    latestPaymentStage: integer('latest_payment_stage'),
    latestPaymentStatus: text('latest_payment_status'),
    latestPaymentAt: timestamp('latest_payment_at', { withTimezone: true }),
  },
  (t) => [
    index('projects_client_idx').on(t.clientId, t.createdAt),
    uniqueIndex('projects_creation_key_unique').on(t.clientId, t.creationKey),
    index('projects_project_manager_idx').on(t.projectManagerId, t.createdAt),
    // Issue 19: `name ilike '%…%'` (admin review search by project, draft search) uses trigrams
    // (pg_trgm, created by the migration before this index; PGlite loads it in db/client.ts).
    index('projects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Spec "Questionnaire result". */
export const questionnaireResults = pgTable('questionnaire_results', {
  id: id(),
  projectId: text('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  propertyType: text('property_type').notNull(),
  new: boolean('new').notNull(),
  premiumStandard: text('premium_standard').notNull(),
  propertyRoom: text('property_room').notNull(),
  designType: text('design_type').notNull(),
  keyCollectionQuarter: text('key_collection_quarter'),
  keyCollectionYear: integer('key_collection_year'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Spec "Checkpoint: project_id, client_id, questionnaire_id, json, dnStage". `json` holds the areas, the
 * chosen scope and, later, the floorplan editor's document, kept as sent (validated where it is read).
 */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: text('questionnaire_id').references(() => questionnaireResults.id, {
      onDelete: 'set null',
    }),
    json: jsonb('json').$type<Record<string, unknown>>().notNull(),
    dnStage: doublePrecision('dn_stage').notNull(),
    updatedAt: updatedAt(),
    /**
     * The file a project card's cover shows: the floorplan's "Generated Floorplan", else its "Uploaded
     * Floorplan". Kept by the database when the document is written, so a list reads this column and
     * never opens the ~30 KB document (issue 19).
     */
    coverFileId: text('cover_file_id').generatedAlwaysAs(
      sql`coalesce(nullif(json -> 'floorplan' ->> 'generatedFileId', ''), nullif(json -> 'floorplan' -> 'image' ->> 'originalFileId', ''))`,
    ),
  },
  (t) => [
    index('checkpoints_client_idx').on(t.clientId),
    // A file uploaded after a checkpoint names it finds that project (migration 0028's trigger).
    index('checkpoints_cover_file_idx').on(t.coverFileId),
  ],
);

/** Spec: "Stage completion sets the stage status to complete". */
export const stageStatuses = pgTable(
  'stage_statuses',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: doublePrecision('stage').notNull(),
    status: text('status').notNull().default('complete'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stage_statuses_project_stage_unique').on(t.projectId, t.stage)],
);

/** Spec "Quotation list: project_id, total_design, design_stage, last_saved_date". */
export const quotationLists = pgTable('quotation_lists', {
  id: id(),
  projectId: text('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  totalDesign: integer('total_design').notNull().default(0),
  designStage: doublePrecision('design_stage').notNull(),
  lastSavedDate: timestamp('last_saved_date', { withTimezone: true }).notNull().defaultNow(),
});

/** Client spec "Quotation item", as the domain engine priced it on the server. */
export const quotationItems = pgTable(
  'quotation_items',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    areaId: text('area_id').notNull(),
    area: text('area').notNull(),
    areaLabel: text('area_label').notNull(),
    serviceId: text('service_id').notNull(),
    services: text('services').notNull(),
    scopeOfWork: text('scope_of_work').notNull(),
    nameOf: text('name_of').notNull(),
    includes: text('includes').notNull(),
    descriptionOfWork: text('description_of_work').notNull(),
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    /** The least quantity the client may give the line (issue 15 item 6; see the quotation engine). */
    minQuantityHundredths: bigint('min_quantity_hundredths', { mode: 'number' }).notNull().default(0),
    unit: text('unit').notNull(),
    wastage: doublePrecision('wastage').notNull(),
    pricePerQuantity: bigint('price_per_quantity', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    competitorPricePerQuantity: bigint('competitor_price_per_quantity', { mode: 'number' }).notNull(),
    competitorPrice: bigint('competitor_price', { mode: 'number' }).notNull(),
    requiredTime: doublePrecision('required_time').notNull(),
    serviceWarrantyDuration: integer('service_warranty_duration').notNull(),
    priority: integer('priority').notNull(),
    propertyRoom: text('property_room').notNull(),
    roomSize: text('room_size'),
    status: text('status').notNull().default('Pending'),
    warrantyStarts: date('warranty_starts'),
    warrantyEnds: date('warranty_ends'),
  },
  (t) => [index('quotation_items_project_idx').on(t.projectId, t.position)],
);

/** Client spec "Project quotation: project_id, total_amount, total_services, services" plus the other totals. */
export const projectQuotations = pgTable('project_quotations', {
  id: id(),
  projectId: text('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
  totalMarketRate: bigint('total_market_rate', { mode: 'number' }).notNull(),
  totalSavings: bigint('total_savings', { mode: 'number' }).notNull(),
  totalServices: integer('total_services').notNull(),
  totalAreas: integer('total_areas').notNull(),
  totalItems: integer('total_items').notNull(),
  totalRequiredTime: doublePrecision('total_required_time').notNull().default(0),
  services: jsonb('services').$type<string[]>().notNull().default([]),
  quotationPdf: text('quotation_pdf'),
  /** Q-2026-000123: given once, when the quotation is first priced, from the gapless quotation series. */
  quotationNo: text('quotation_no').unique(),
  updatedAt: updatedAt(),
});

/** Spec "active_project (project_id, client_id)": the project the client works on now. */
export const activeProjects = pgTable('active_projects', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
});

/**
 * Issue 19 (decision 031): a number that changes whenever anything the client's project reads show
 * changes (their projects, those projects' quotations and quotation lines, their payment receipts),
 * written by the triggers of migration 0029 at commit, never by the application. The project list
 * and the quotation page are answered from copies kept in the server's memory while this number
 * stays the one they were made at. No foreign key: the triggers fire at commit, after a cascade may
 * have removed the user.
 */
export const clientProjectVersions = pgTable('client_project_versions', {
  clientId: text('client_id').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});
