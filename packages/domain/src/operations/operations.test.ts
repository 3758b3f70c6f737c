import { describe, expect, it } from 'vitest';
import {
  AdvanceMilestone,
  MERCHANT_MILESTONES,
  SetProjectSchedule,
  checkMilestoneAdvance,
  meetingOrderIssues,
  milestoneViews,
  planProjectServices,
  weekStartMonday,
} from './index.js';

describe('planProjectServices (issue 12: one service per category, adding up to the quotation)', () => {
  const lines = [
    { _id: 'a', services: 'Flooring', price: 123_45 },
    { _id: 'b', services: 'Wall Tiles', price: 2_000_01 },
    { _id: 'c', services: 'Flooring', price: 99_99 },
    { _id: 'd', services: 'Cleaning', price: 350_00 },
  ];

  it('groups lines by category in quotation order and sums them to the cent', () => {
    const planned = planProjectServices(lines, 2_573_45);
    expect(planned).toEqual([
      { services: 'Flooring', quotation_item_ids: ['a', 'c'], amount_cents: 223_44 },
      { services: 'Wall Tiles', quotation_item_ids: ['b'], amount_cents: 2_000_01 },
      { services: 'Cleaning', quotation_item_ids: ['d'], amount_cents: 350_00 },
    ]);
    expect(planned.reduce((n, s) => n + s.amount_cents, 0)).toBe(2_573_45);
  });

  it('puts a stored total that differs from the lines on the largest service, so the sum still matches', () => {
    const planned = planProjectServices(lines, 2_573_50);
    expect(planned.find((s) => s.services === 'Wall Tiles')?.amount_cents).toBe(2_000_06);
    expect(planned.reduce((n, s) => n + s.amount_cents, 0)).toBe(2_573_50);
  });

  it('makes no services from an empty quotation and refuses a line without a cent price', () => {
    expect(planProjectServices([], 0)).toEqual([]);
    expect(() => planProjectServices([{ _id: 'x', services: 'A', price: 1.5 }], 1)).toThrow(RangeError);
  });
});

describe('merchant milestones (public spec "Other": Deposit, Confirmation, Start Works, Carpentry, Touch Up, Handover)', () => {
  it('lists the six milestones in the spec order', () => {
    expect(MERCHANT_MILESTONES).toEqual([
      'Deposit',
      'Confirmation',
      'Start Works',
      'Carpentry',
      'Touch Up',
      'Handover',
    ]);
  });

  it('allows only the next milestone, on a day no earlier than the previous one', () => {
    expect(checkMilestoneAdvance([], { milestone: 'Deposit', date: '2026-12-01' })).toEqual({ ok: true });
    expect(checkMilestoneAdvance([], { milestone: 'Confirmation', date: '2026-12-01' }).ok).toBe(false);
    const reached = [{ milestone: 'Deposit' as const, date: '2026-12-01' }];
    expect(checkMilestoneAdvance(reached, { milestone: 'Deposit', date: '2026-12-02' })).toEqual({
      ok: false,
      reason: 'This milestone is already completed.',
    });
    expect(checkMilestoneAdvance(reached, { milestone: 'Confirmation', date: '2026-11-30' }).ok).toBe(false);
    expect(checkMilestoneAdvance(reached, { milestone: 'Confirmation', date: '2026-12-01' })).toEqual({
      ok: true,
    });
  });

  it('shows every milestone with its date or as ahead', () => {
    const views = milestoneViews([{ milestone: 'Deposit', date: '2026-12-01' }]);
    expect(views).toHaveLength(6);
    expect(views[0]).toEqual({ milestone: 'Deposit', date: '2026-12-01', done: true });
    expect(views[5]).toEqual({ milestone: 'Handover', date: null, done: false });
    expect(AdvanceMilestone.safeParse({ milestone: 'Painting', date: '2026-12-01' }).success).toBe(false);
  });
});

describe('schedule rules (issue 12 item 3: meetings 1 to 3 in order; stage 0 to 2; week starts Monday)', () => {
  const entry = { project_service_id: 's1', date: '2026-12-03', type: 'works' as const, stage: 1 };

  it('accepts meetings in order and meetings not fixed yet at the end', () => {
    expect(meetingOrderIssues({ meeting_1: '2026-12-01', meeting_2: '2026-12-20', meeting_3: null })).toEqual(
      [],
    );
    expect(meetingOrderIssues({ meeting_1: null, meeting_2: null, meeting_3: null })).toEqual([]);
  });

  it('refuses a meeting on or before the one before it, or after a gap', () => {
    expect(meetingOrderIssues({ meeting_1: '2026-12-10', meeting_2: '2026-12-10', meeting_3: null })).toEqual(
      [
        {
          path: ['time_schedule', 'meeting_2'],
          message: 'Meetings must be in order: meeting 1, then meeting 2, then meeting 3.',
        },
      ],
    );
    expect(
      meetingOrderIssues({ meeting_1: null, meeting_2: '2026-12-10', meeting_3: null })[0]?.path,
    ).toEqual(['time_schedule', 'meeting_2']);
  });

  it('checks the services schedule entries: stage 0, 1 or 2, type works or other', () => {
    const base = { time_schedule: { meeting_1: null, meeting_2: null, meeting_3: null } };
    expect(SetProjectSchedule.safeParse({ ...base, services_schedule: [entry] }).success).toBe(true);
    expect(
      SetProjectSchedule.safeParse({ ...base, services_schedule: [{ ...entry, stage: 3 }] }).success,
    ).toBe(false);
    expect(
      SetProjectSchedule.safeParse({ ...base, services_schedule: [{ ...entry, type: 'x' }] }).success,
    ).toBe(false);
  });

  it('finds the Monday of a week (spec §9 "week starts Monday")', () => {
    expect(weekStartMonday('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(weekStartMonday('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartMonday('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
  });
});
