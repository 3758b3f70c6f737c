import { z } from 'zod';
import { operationsMessages as m } from './messages.js';

/**
 * Spec §3 "Project services: _id, services, status, status_date, project_id, merchant_id, merchant,
 * invoice" and §4 (Accepted services go to the client's pending approval; Hold; Approved; Completed).
 * This issue moves a service Unassigned → Assigned (admin) → Accepted or Declined (merchant); Declined
 * goes back to the admin, who assigns again. Hold, Approved and Completed belong to the approvals issue.
 */
export const PROJECT_SERVICE_STATUSES = [
  'Unassigned',
  'Assigned',
  'Accepted',
  'Declined',
  'Hold',
  'Approved',
  'Completed',
] as const;
export const ProjectServiceStatus = z.enum(PROJECT_SERVICE_STATUSES);
export type ProjectServiceStatus = z.infer<typeof ProjectServiceStatus>;

/** An admin may (re)assign a service nobody has accepted yet. */
export const ASSIGNABLE_SERVICE_STATUSES: readonly ProjectServiceStatus[] = [
  'Unassigned',
  'Assigned',
  'Declined',
];
/** Statuses in which a merchant holds the service (its current projects). */
export const MERCHANT_HELD_STATUSES: readonly ProjectServiceStatus[] = [
  'Accepted',
  'Hold',
  'Approved',
  'Completed',
];
export const COMPLETED_SERVICE_STATUSES: readonly ProjectServiceStatus[] = ['Approved', 'Completed'];

/** One quotation line, as the rule below needs it. */
export interface QuotationLineForServices {
  _id: string;
  /** The line's service category (quotation item `services`). */
  services: string;
  /** Line amount in cents. */
  price: number;
}

export interface PlannedProjectService {
  services: string;
  /** The quotation lines the service covers, in quotation order. */
  quotation_item_ids: string[];
  amount_cents: number;
}

/**
 * Turns the quotation into project services (issue 12 item 2): one per service category, in the
 * order the categories first appear in the quotation; each covers its category's lines and costs
 * their sum. The quotation's total is the sum of its lines (priced per line, spec "Totals"), so the
 * services add up to it to the cent; a stored total that differs (a quotation saved by an older
 * version, rounded differently) is not silently spread: the difference goes to the largest service,
 * so what the client pays and what merchants are owed still agree to the cent.
 */
export function planProjectServices(
  lines: readonly QuotationLineForServices[],
  quotationTotalCents: number,
): PlannedProjectService[] {
  const byCategory = new Map<string, PlannedProjectService>();
  for (const line of lines) {
    if (!Number.isInteger(line.price) || line.price < 0)
      throw new RangeError(`Line ${line._id} has no price in cents`);
    let service = byCategory.get(line.services);
    if (!service) {
      service = { services: line.services, quotation_item_ids: [], amount_cents: 0 };
      byCategory.set(line.services, service);
    }
    service.quotation_item_ids.push(line._id);
    service.amount_cents += line.price;
  }
  const planned = [...byCategory.values()];
  const sum = planned.reduce((n, s) => n + s.amount_cents, 0);
  const difference = quotationTotalCents - sum;
  if (difference !== 0 && planned.length > 0) {
    const largest = planned.reduce((a, b) => (b.amount_cents > a.amount_cents ? b : a));
    largest.amount_cents += difference;
    if (largest.amount_cents < 0) throw new RangeError('The quotation total is below its lines');
  }
  return planned;
}

/** A project service as admins, project managers and its merchant read it. */
export const ProjectServiceView = z.object({
  _id: z.string(),
  project_id: z.string(),
  services: z.string(),
  status: ProjectServiceStatus,
  status_date: z.string(),
  amount_cents: z.number().int(),
  /** Number of quotation lines covered. */
  total_lines: z.number().int().nonnegative(),
  merchant_id: z.string().nullable(),
  merchant: z
    .object({ _id: z.string(), company_name: z.string(), specialization: z.string().nullable() })
    .nullable(),
  /** The reason of the last decline, shown to the admin until the service is assigned again. */
  decline_reason: z.string().nullable(),
  declined_by: z.object({ _id: z.string(), company_name: z.string() }).nullable(),
});
export type ProjectServiceView = z.infer<typeof ProjectServiceView>;

/** A quotation line of a service, for the admin and the merchant holding the service. */
export const ProjectServiceLine = z.object({
  _id: z.string(),
  area: z.string(),
  scope_of_work: z.string(),
  name_of: z.string(),
  description_of_work: z.string(),
  includes: z.string(),
  /** Hundredths of the unit (2 decimals). */
  quantity_hundredths: z.number().int(),
  unit: z.string(),
  price_per_quantity: z.number().int(),
  price: z.number().int(),
  required_time: z.number(),
});
export type ProjectServiceLine = z.infer<typeof ProjectServiceLine>;

export const ProjectServiceWithLines = ProjectServiceView.extend({ lines: z.array(ProjectServiceLine) });
export type ProjectServiceWithLines = z.infer<typeof ProjectServiceWithLines>;

/** POST /admin/projects/{id}/services/{serviceId}/assign. */
export const AssignMerchant = z.object({
  merchant_id: z.string({ error: m.required }).trim().min(1, m.required).max(64),
});
export type AssignMerchant = z.infer<typeof AssignMerchant>;

/** POST /merchant/services/{serviceId}/decline: the reason goes back to the admin. */
export const DeclineService = z.object({
  reason: z
    .string({ error: m.declineReasonRequired })
    .trim()
    .min(1, m.declineReasonRequired)
    .max(1000, 'At most 1000 characters.'),
});
export type DeclineService = z.infer<typeof DeclineService>;
