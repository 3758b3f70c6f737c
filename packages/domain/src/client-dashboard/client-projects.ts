import { z } from 'zod';
import {
  dashboardCalendar,
  dashboardPhaseText,
  type DashboardCalendar,
  type DashboardPaymentEntry,
  type DashboardPhaseText,
} from '../payments/dashboard-phase.js';
import { PaymentStatusValue } from '../payments/payment-status.js';

/** A project's newest payment status entry: what the dashboard's phase text and calendar read. */
export const LatestPaymentSummary = z.object({
  stage: z.number().int().min(1).max(6),
  status: PaymentStatusValue,
  created: z.string(),
});
export type LatestPaymentSummary = z.infer<typeof LatestPaymentSummary>;

/** One of the client's projects as the client dashboard and the project dashboard show it. */
export const ClientProjectSummary = z.object({
  _id: z.string(),
  name: z.string(),
  /** design, quotation, ongoing, completed. */
  phase: z.string(),
  stage: z.number().int(),
  project_type: z.string(),
  address: z.string().nullable(),
  country: z.string(),
  postal_code: z.string().nullable(),
  /** The saved works amount, else the quotation total (cents); null: no quotation yet ("NIL"). */
  works_amount: z.number().int().nullable(),
  /** The generated (else uploaded) floorplan image's file address; null means the fallback cover image. */
  cover_image: z.string().nullable(),
  quotation_date: z.string().nullable(),
  created_at: z.string(),
  latestPayment: /* @__PURE__ */ LatestPaymentSummary.nullable(),
  /** Spec: "Quotation and payment buttons are disabled when the project has no payment stage." */
  has_payment_stage: z.boolean(),
});
export type ClientProjectSummary = z.infer<typeof ClientProjectSummary>;

export const ClientProjectList = z.object({ items: z.array(ClientProjectSummary) });
export type ClientProjectList = z.infer<typeof ClientProjectList>;

/**
 * What GET /client-projects answers (spec "Response: result{totalCount, items}"): one page, paged on the
 * server (issue 19). `payment_entries` carries, across ALL the client's projects and not only this
 * page, what the dashboard's phase text reads (see `phaseEntries`). Readers that want only the items
 * keep parsing with ClientProjectList.
 */
export const ClientProjectPage = /* @__PURE__ */ ClientProjectList.extend({
  totalCount: z.number().int().nonnegative(),
  payment_entries: z.array(LatestPaymentSummary).max(2),
});
export type ClientProjectPage = z.infer<typeof ClientProjectPage>;

const time = (d: string) => new Date(d).getTime();
const newestOf = (entries: readonly LatestPaymentSummary[]) =>
  [...entries].sort((a, b) => time(b.created) - time(a.created) || b.stage - a.stage)[0];

/**
 * Of the client's payment entries, the two the phase text can depend on: the newest, and the newest
 * Approved one (which still holds when the newest is Declined). `dashboardPhaseText` over these two
 * answers what it answers over all of them, so the server reads and sends two entries, however many
 * projects and receipts the client has (issue 19).
 */
export function phaseEntries(entries: readonly LatestPaymentSummary[]): LatestPaymentSummary[] {
  const newest = newestOf(entries);
  const approved = newestOf(entries.filter((e) => e.status === 'Approved'));
  return [newest, approved].filter(
    (e, i, all): e is LatestPaymentSummary => e !== undefined && all.indexOf(e) === i,
  );
}

/** Spec "Dashboard phase text", from the page's totalCount and payment_entries. */
export const clientPhaseText = (
  page: Pick<ClientProjectPage, 'totalCount' | 'payment_entries'>,
): DashboardPhaseText => dashboardPhaseText(page.totalCount > 0, page.payment_entries);

/**
 * Spec: the calendar "shows only when both stage-1 and stage-2 payments are Approved". Stages are paid
 * in order, so a newest entry past stage 2, or an Approved stage 2, means both were approved.
 */
export function clientCalendar(project: ClientProjectSummary | undefined): DashboardCalendar {
  const latest = project?.latestPayment;
  const approvedStages: DashboardPaymentEntry[] = [];
  if (latest) {
    const lastApproved = latest.status === 'Approved' ? latest.stage : latest.stage - 1;
    for (let stage = 1; stage <= lastApproved; stage++)
      approvedStages.push({ stage, status: 'Approved', created: latest.created });
  }
  return dashboardCalendar(project !== undefined, approvedStages);
}

/**
 * Spec "Card group from phase: ongoing, quotation, design; completed only when stage is 6". A Design Now
 * project keeps phase design until its deposit is approved, even once its quotation is saved; such a
 * project waits for payment, so it belongs in Quotation (with "Proceed to Payment"), not in Draft.
 */
export type ProjectCardGroup = 'inProgress' | 'draft' | 'quotation' | 'completed';
export function projectCardGroup(
  project: Pick<ClientProjectSummary, 'phase' | 'stage'> & { works_amount?: number | null },
): ProjectCardGroup {
  if (project.stage === 6) return 'completed';
  if (project.phase === 'ongoing' || project.phase === 'completed') return 'inProgress';
  if (project.phase === 'quotation') return 'quotation';
  if (project.works_amount !== undefined && project.works_amount !== null) return 'quotation';
  return 'draft';
}

/**
 * Spec "Project dashboard": "Filter: postal_code and works_amount are number searches". The server
 * filters (GET /client-projects find/findBy on either field matches what it contains; works_amount in
 * whole dollars of the works amount, else the quotation total).
 */
export interface ProjectDashboardFilter {
  postal_code?: string;
  /** Dollars as typed; matches the works amount's whole dollars. */
  works_amount?: string;
}

export const isNumberSearch = (value: string) => /^\d+$/.test(value.trim());
