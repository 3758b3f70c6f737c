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
  latestPayment: LatestPaymentSummary.nullable(),
  /** Spec: "Quotation and payment buttons are disabled when the project has no payment stage." */
  has_payment_stage: z.boolean(),
});
export type ClientProjectSummary = z.infer<typeof ClientProjectSummary>;

export const ClientProjectList = z.object({ items: z.array(ClientProjectSummary) });
export type ClientProjectList = z.infer<typeof ClientProjectList>;

/**
 * What GET /client-projects answers (spec "Response: result{totalCount, items}"). Readers that want only
 * the items keep parsing with ClientProjectList, which leaves totalCount out.
 */
export const ClientProjectPage = ClientProjectList.extend({ totalCount: z.number().int().nonnegative() });
export type ClientProjectPage = z.infer<typeof ClientProjectPage>;

const toEntries = (projects: readonly ClientProjectSummary[]): DashboardPaymentEntry[] =>
  projects.flatMap((p) => (p.latestPayment ? [p.latestPayment] : []));

/** Spec "Dashboard phase text", over every project's newest payment entry. */
export const clientPhaseText = (projects: readonly ClientProjectSummary[]): DashboardPhaseText =>
  dashboardPhaseText(projects.length > 0, toEntries(projects));

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

/** Spec "Card group from phase: ongoing, quotation, design; completed only when stage is 6". */
export type ProjectCardGroup = 'inProgress' | 'draft' | 'quotation' | 'completed';
export function projectCardGroup(project: Pick<ClientProjectSummary, 'phase' | 'stage'>): ProjectCardGroup {
  if (project.stage === 6) return 'completed';
  if (project.phase === 'ongoing' || project.phase === 'completed') return 'inProgress';
  if (project.phase === 'quotation') return 'quotation';
  return 'draft';
}

/** Spec "Project dashboard": "Filter: postal_code and works_amount are number searches". */
export interface ProjectDashboardFilter {
  postal_code?: string;
  /** Dollars as typed; matches the works amount's whole dollars. */
  works_amount?: string;
}

export const isNumberSearch = (value: string) => /^\d+$/.test(value.trim());

export function filterClientProjects(
  projects: readonly ClientProjectSummary[],
  filter: ProjectDashboardFilter,
): ClientProjectSummary[] {
  const postal = filter.postal_code?.trim() ?? '';
  const amount = filter.works_amount?.trim() ?? '';
  return projects.filter(
    (p) =>
      (!postal || (p.postal_code ?? '').includes(postal)) &&
      (!amount || (p.works_amount !== null && String(Math.floor(p.works_amount / 100)).includes(amount))),
  );
}
