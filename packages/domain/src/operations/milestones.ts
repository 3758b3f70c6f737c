import { z } from 'zod';
import { CalendarDate } from '../time-schedule/time-schedule.js';
import { operationsMessages as m } from './messages.js';

/** Public spec "Other": "Merchant project milestones: Deposit, Confirmation, Start Works, Carpentry, Touch Up, Handover". */
export const MERCHANT_MILESTONES = [
  'Deposit',
  'Confirmation',
  'Start Works',
  'Carpentry',
  'Touch Up',
  'Handover',
] as const;
export const MerchantMilestone = z.enum(MERCHANT_MILESTONES);
export type MerchantMilestone = z.infer<typeof MerchantMilestone>;

export const MilestoneView = z.object({
  milestone: MerchantMilestone,
  /** The day the merchant reached it (Singapore calendar day), or null while ahead. */
  date: CalendarDate.nullable(),
  done: z.boolean(),
});
export type MilestoneView = z.infer<typeof MilestoneView>;

/** POST /merchant/projects/{id}/milestones: the next milestone, with the day it was reached. */
export const AdvanceMilestone = z.object({
  milestone: MerchantMilestone,
  date: CalendarDate,
});
export type AdvanceMilestone = z.infer<typeof AdvanceMilestone>;

export type MilestoneCheck = { ok: true } | { ok: false; reason: string };

/**
 * A merchant advances its milestones one at a time, in the spec's order, each on a day no earlier
 * than the previous one. `reached` are the milestones done so far with their dates.
 */
export function checkMilestoneAdvance(
  reached: readonly { milestone: MerchantMilestone; date: string }[],
  next: AdvanceMilestone,
): MilestoneCheck {
  const done = new Map(reached.map((r) => [r.milestone, r.date]));
  if (done.has(next.milestone)) return { ok: false, reason: m.milestoneAlreadyDone };
  const index = MERCHANT_MILESTONES.indexOf(next.milestone);
  const expected = MERCHANT_MILESTONES.find((name) => !done.has(name));
  if (expected !== next.milestone) return { ok: false, reason: m.milestoneOutOfOrder };
  const previous = index > 0 ? done.get(MERCHANT_MILESTONES[index - 1] as MerchantMilestone) : undefined;
  if (previous && next.date < previous) return { ok: false, reason: m.milestoneDateBeforePrevious };
  return { ok: true };
}

/** The six milestones in order, with what was reached. */
export function milestoneViews(
  reached: readonly { milestone: MerchantMilestone; date: string }[],
): MilestoneView[] {
  const done = new Map(reached.map((r) => [r.milestone, r.date]));
  return MERCHANT_MILESTONES.map((milestone) => {
    const date = done.get(milestone) ?? null;
    return { milestone, date, done: date !== null };
  });
}
