import { z } from 'zod';
import { Email, PersonName, SgMobileInput } from '../accounts/fields.js';
import { Questionnaire } from '../design-now/questionnaire.js';
import { DesignNowCheckpoint } from '../design-now/project-api.js';
import { ProjectTimeSchedule } from '../time-schedule/time-schedule.js';
import { MerchantPublic } from './merchants.js';
import { MilestoneView } from './milestones.js';
import { ProjectFileView } from './project-files.js';
import { ProjectServiceWithLines } from './project-services.js';
import { ServicesScheduleEntry } from '../time-schedule/time-schedule.js';
import { operationsMessages as m } from './messages.js';

/** Spec §3 Project phase: design, quotation, ongoing, completed. */
export const PROJECT_PHASES = ['design', 'quotation', 'ongoing', 'completed'] as const;
export const ProjectPhase = z.enum(PROJECT_PHASES);

/**
 * GET /admin/projects and GET /pm/projects: the project desk's list query. Sort, search and filter
 * fields (allow-listed): findBy phase | stage | renovation_postal_code (contains) | project_manager_id,
 * searchBy client (name or e-mail) | name | renovation_postal_code.
 */
export const PROJECT_DESK_LIST_FIELDS = [
  'created_at',
  'name',
  'phase',
  'stage',
  'client',
  'renovation_postal_code',
  'works_amount',
  'project_manager_id',
] as const;

export const ProjectPersonRef = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  handphone_no: z.string().nullable(),
});
export type ProjectPersonRef = z.infer<typeof ProjectPersonRef>;

export const ProjectDeskRow = z.object({
  _id: z.string(),
  name: z.string(),
  phase: z.string(),
  stage: z.number().int(),
  client: ProjectPersonRef,
  renovation_address: z.string().nullable(),
  renovation_postal_code: z.string().nullable(),
  /** Quotation total in cents, or null before a quotation. */
  works_amount: z.number().int().nullable(),
  project_manager: ProjectPersonRef.nullable(),
  /** Services without an accepted merchant (Unassigned, Assigned, Declined). */
  services_open: z.number().int().nonnegative(),
  services_total: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type ProjectDeskRow = z.infer<typeof ProjectDeskRow>;

export const ProjectDeskPage = z.object({
  items: z.array(ProjectDeskRow),
  totalCount: z.number().int().nonnegative(),
});
export type ProjectDeskPage = z.infer<typeof ProjectDeskPage>;

export const ProjectPaymentRow = z.object({
  stage: z.number().int(),
  invoice_number: z.string(),
  amount_cents: z.number().int(),
  /** Unpaid, Paid, Approved, Declined. */
  status: z.string(),
  invoice_date: z.string(),
  paid_date: z.string().nullable(),
});
export type ProjectPaymentRow = z.infer<typeof ProjectPaymentRow>;

/**
 * GET /admin/projects/{id} and GET /pm/projects/{id}: the project page's tabs (client, quotation,
 * payments, services and merchants, schedule, files).
 */
export const ProjectDeskDetail = z.object({
  _id: z.string(),
  name: z.string(),
  phase: z.string(),
  stage: z.number().int(),
  renovation_address: z.string().nullable(),
  renovation_postal_code: z.string().nullable(),
  renovation_unit_number: z.string().nullable(),
  created_at: z.string(),
  client: ProjectPersonRef.extend({ salutation: z.string().nullable() }),
  project_manager: ProjectPersonRef.nullable(),
  quotation: z
    .object({
      quotation_no: z.string().nullable(),
      total_amount: z.number().int(),
      total_services: z.number().int(),
      total_areas: z.number().int(),
      total_items: z.number().int(),
      generated_date: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(ProjectPaymentRow),
  services: z.array(ProjectServiceWithLines),
  time_schedule: ProjectTimeSchedule.nullable(),
  services_schedule: z.array(ServicesScheduleEntry),
  files: z.array(ProjectFileView),
  /** Each accepting merchant's milestones. */
  milestones: z.array(
    z.object({ merchant_id: z.string(), company_name: z.string(), milestones: z.array(MilestoneView) }),
  ),
});
export type ProjectDeskDetail = z.infer<typeof ProjectDeskDetail>;

/** PUT /admin/projects/{id}/project-manager: null takes the project manager off. */
export const AssignProjectManager = z.object({
  project_manager_id: z.string().trim().min(1).max(64).nullable(),
});
export type AssignProjectManager = z.infer<typeof AssignProjectManager>;

/** GET /admin/project-managers: the choices of the project manager dialog. */
export const ProjectManagerOption = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type ProjectManagerOption = z.infer<typeof ProjectManagerOption>;

/** GET /pm/clients/lookup?identity=: an existing client by e-mail or 8-digit mobile. */
export const ClientLookupQuery = z.object({
  identity: z.string({ error: m.required }).trim().min(1, m.required).max(200),
});
export const ClientLookupResult = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  handphone_no: z.string().nullable(),
});
export type ClientLookupResult = z.infer<typeof ClientLookupResult>;

/**
 * POST /pm/projects (public spec "project manager has add-project"): a project for an existing client
 * (by e-mail or mobile) or a new client invited by e-mail, with the address, the property
 * questionnaire and, optionally, the Design Now areas and scope that price a quotation.
 */
export const PmProjectClient = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('existing'),
    identity: z.string({ error: m.required }).trim().min(1, m.required).max(200),
  }),
  z.object({
    mode: z.literal('new'),
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    handphone_no: SgMobileInput.optional(),
  }),
]);
export type PmProjectClient = z.infer<typeof PmProjectClient>;

export const CreatePmProject = z.object({
  /** A random id per form: a double submit returns the first project. */
  creation_key: z.string().min(8).max(64),
  client: PmProjectClient,
  name: z.string().trim().max(60).optional(),
  renovation_address: z.string({ error: m.required }).trim().min(1, m.required).max(300),
  /** Spec §5: "Renovation Postal Code must be a number." */
  renovation_postal_code: z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .regex(/^\d+$/, 'Renovation Postal Code must be a number.')
    .max(6),
  renovation_unit_number: z.string().trim().max(20).optional(),
  questionnaire: Questionnaire,
  /** With areas and choices the project is priced and gets its quotation; without, it stays a design. */
  checkpoint: DesignNowCheckpoint.optional(),
});
export type CreatePmProject = z.infer<typeof CreatePmProject>;
export type CreatePmProjectInput = z.input<typeof CreatePmProject>;

export const PmProjectCreated = z.object({
  _id: z.string(),
  name: z.string(),
  client_id: z.string(),
  /** True when the client was created and invited by e-mail. */
  client_invited: z.boolean(),
  quotation_total: z.number().int().nullable(),
});
export type PmProjectCreated = z.infer<typeof PmProjectCreated>;

/** Client "merchants" page: GET /projects/{id}/merchants, one row per project service with a merchant. */
export const ClientProjectMerchant = z.object({
  project_service_id: z.string(),
  services: z.string(),
  status: z.string(),
  merchant: MerchantPublic,
});
export type ClientProjectMerchant = z.infer<typeof ClientProjectMerchant>;
/** Spec §7 "merchant list: page, rows per page 10, sort, search, searchBy" (searchBy company_name | services | specialization). */
export const CLIENT_MERCHANT_LIST_FIELDS = ['services', 'company_name', 'specialization'] as const;
export const ClientProjectMerchantPage = z.object({
  items: z.array(ClientProjectMerchant),
  totalCount: z.number().int().nonnegative(),
  /** Spec "Merchants page ... locked the same way" (stage 2 or more, or a time schedule). */
  is_unlocked: z.boolean(),
});
export type ClientProjectMerchantPage = z.infer<typeof ClientProjectMerchantPage>;

/** Client "special-specification" tab: spec "Special specification: _id, area, description, path". */
export const SpecialSpecification = z.object({
  _id: z.string(),
  area: z.string().nullable(),
  description: z.string().nullable(),
  path: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type SpecialSpecification = z.infer<typeof SpecialSpecification>;
export const SpecialSpecificationList = z.object({
  items: z.array(SpecialSpecification),
  totalCount: z.number().int().nonnegative(),
  is_unlocked: z.boolean(),
});
export type SpecialSpecificationList = z.infer<typeof SpecialSpecificationList>;

/**
 * Admin permission flags of the operations screens (spec "Layout": admin sub-navigation entries need
 * a permission flag; the admin sections are overview, support, calendar, ...): issue 18 gives the
 * project desk and the merchants their action flags; support requests sit under support.
 */
export const PROJECT_DESK_PERMISSION = 'manage_projects' as const;
export const MERCHANTS_PERMISSION = 'manage_merchants' as const;
export const SUPPORT_PERMISSION = 'support' as const;
