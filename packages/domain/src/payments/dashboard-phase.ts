import type { PaymentStatusValue } from './payment-status.js';
import { PROGRESSIVE_STAGE_PERCENT } from './progressive-payment.js';

/** A project's payment status entry as the client dashboard reads it (spec §3: _id, stage, status). */
export interface DashboardPaymentEntry {
  stage: number;
  status: PaymentStatusValue;
  created: Date | string;
}

/** Spec "Dashboard phase text": what each renovation phase is about. */
export const PHASE_DESCRIPTIONS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Talking with a representative',
  2: 'Colour selections, site visits, supplier connection',
  3: 'Measurements, wet works, hacking',
  4: 'Carpentry measurement and installation, doors and fixtures',
  5: 'Tabletop measurements, final touch-ups, handover',
};

export const dashboardPhaseMessages = {
  noProjects: 'You currently have no projects on record',
  noConfirmedProjects: 'You currently have no projects confirmed',
  beingConfirmed: 'Your project is in the process of being confirmed',
  inPhase: (phase: number) => `You are currently in Phase ${phase} of your renovation`,
  paymentVerifying: (phase: number, percent: number) =>
    `You are in Phase ${phase} and your ${percent}% payment is being verified`,
  calendarLocked: 'Pay 10% to see your calendar',
  noCalendarProject: 'No project created for calendar',
} as const;

export interface DashboardPhaseText {
  text: string;
  /** The phase's description when the client is in a phase. */
  description?: string;
}

const time = (d: Date | string) => new Date(d).getTime();
/** Newest first; for entries created in the same instant the later stage counts as newer. */
const newest = (entries: readonly DashboardPaymentEntry[]) =>
  [...entries].sort((a, b) => time(b.created) - time(a.created) || b.stage - a.stage)[0];

const phaseOf = (stage: number) => Math.min(5, Math.max(1, Math.trunc(stage))) as 1 | 2 | 3 | 4 | 5;

const inPhase = (stage: number): DashboardPhaseText => ({
  text: dashboardPhaseMessages.inPhase(phaseOf(stage)),
  description: PHASE_DESCRIPTIONS[phaseOf(stage)],
});

/**
 * Spec "Dashboard phase text" (public site §4), read from the latest payment status entry:
 * - no projects: "You currently have no projects on record"; no entries: "… no projects confirmed";
 * - Approved: the client is in phase N, N being that entry's stage (phase 5 is the last);
 * - Paid at stage 1: "Your project is in the process of being confirmed";
 * - Paid at stages 2 to 5: "You are in Phase {n} and your {10|40|45|5}% payment is being verified",
 *   n being the stage being paid, as for Approved. (The spec says "stage 2 to 4" but lists four
 *   percentages; stage 5 pays the 5%, so it is included.)
 * - Declined (not covered by the spec, ours): the phase of the newest Approved entry still holds,
 *   or no project is confirmed yet.
 */
export function dashboardPhaseText(
  hasProjects: boolean,
  entries: readonly DashboardPaymentEntry[],
): DashboardPhaseText {
  if (!hasProjects) return { text: dashboardPhaseMessages.noProjects };
  const latest = newest(entries);
  if (!latest) return { text: dashboardPhaseMessages.noConfirmedProjects };
  if (latest.status === 'Approved') return inPhase(latest.stage);
  if (latest.status === 'Paid') {
    if (latest.stage <= 1) return { text: dashboardPhaseMessages.beingConfirmed };
    const stage = Math.min(5, Math.max(2, Math.trunc(latest.stage))) as 2 | 3 | 4 | 5;
    return { text: dashboardPhaseMessages.paymentVerifying(stage, PROGRESSIVE_STAGE_PERCENT[stage]) };
  }
  const approved = newest(entries.filter((e) => e.status === 'Approved'));
  return approved ? inPhase(approved.stage) : { text: dashboardPhaseMessages.noConfirmedProjects };
}

export type DashboardCalendar = { state: 'open' } | { state: 'locked' | 'noProject'; message: string };

/**
 * Spec: "Calendar is locked with 'Pay 10% to see your calendar' until the phase-1 payment is Approved;
 * it shows only when both stage-1 and stage-2 payments are Approved (else locked message, or 'No
 * project created for calendar' with no project)."
 */
export function dashboardCalendar(
  hasProjects: boolean,
  entries: readonly DashboardPaymentEntry[],
): DashboardCalendar {
  if (!hasProjects) return { state: 'noProject', message: dashboardPhaseMessages.noCalendarProject };
  const approved = (stage: number) => entries.some((e) => e.stage === stage && e.status === 'Approved');
  return approved(1) && approved(2)
    ? { state: 'open' }
    : { state: 'locked', message: dashboardPhaseMessages.calendarLocked };
}

/** Spec: "Quotation and payment buttons are disabled when the project has no payment stage." */
export const hasPaymentStage = (entries: readonly DashboardPaymentEntry[]): boolean => entries.length > 0;
