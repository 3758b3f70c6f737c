import { describe, expect, it } from 'vitest';
import {
  clientCalendar,
  clientPhaseText,
  filterClientProjects,
  projectCardGroup,
  type ClientProjectSummary,
  type LatestPaymentSummary,
} from './client-projects.js';

const summary = (over: Partial<ClientProjectSummary> = {}): ClientProjectSummary => ({
  _id: 'p1',
  name: 'Home',
  phase: 'design',
  stage: 1,
  project_type: 'design_now_2',
  address: null,
  country: 'Singapore',
  postal_code: null,
  works_amount: null,
  cover_image: null,
  quotation_date: null,
  created_at: '2026-01-01T00:00:00.000Z',
  latestPayment: null,
  has_payment_stage: false,
  ...over,
});
const pay = (
  stage: number,
  status: LatestPaymentSummary['status'],
  created = '2026-02-01T00:00:00.000Z',
) => ({
  stage,
  status,
  created,
});

describe('client dashboard over project summaries (spec "Dashboard phase text")', () => {
  it('reads the newest entry across projects', () => {
    expect(clientPhaseText([]).text).toBe('You currently have no projects on record');
    expect(clientPhaseText([summary()]).text).toBe('You currently have no projects confirmed');
    expect(
      clientPhaseText([
        summary({ latestPayment: pay(1, 'Paid', '2026-01-01T00:00:00.000Z') }),
        summary({ _id: 'p2', latestPayment: pay(3, 'Paid', '2026-03-01T00:00:00.000Z') }),
      ]).text,
    ).toBe('You are in Phase 3 and your 40% payment is being verified');
  });

  it('opens the calendar only once stages 1 and 2 are Approved', () => {
    expect(clientCalendar(undefined)).toEqual({
      state: 'noProject',
      message: 'No project created for calendar',
    });
    const locked = { state: 'locked', message: 'Pay 10% to see your calendar' };
    expect(clientCalendar(summary())).toEqual(locked);
    expect(clientCalendar(summary({ latestPayment: pay(1, 'Approved') }))).toEqual(locked);
    expect(clientCalendar(summary({ latestPayment: pay(2, 'Paid') }))).toEqual(locked);
    expect(clientCalendar(summary({ latestPayment: pay(2, 'Approved') }))).toEqual({ state: 'open' });
    expect(clientCalendar(summary({ latestPayment: pay(3, 'Declined') }))).toEqual({ state: 'open' });
  });

  it('groups cards by phase, completed only at stage 6', () => {
    expect(projectCardGroup({ phase: 'design', stage: 1 })).toBe('draft');
    expect(projectCardGroup({ phase: 'quotation', stage: 1 })).toBe('quotation');
    expect(projectCardGroup({ phase: 'ongoing', stage: 3 })).toBe('inProgress');
    expect(projectCardGroup({ phase: 'completed', stage: 5 })).toBe('inProgress');
    expect(projectCardGroup({ phase: 'ongoing', stage: 6 })).toBe('completed');
  });

  it('filters by postal code and works amount as number searches', () => {
    const a = summary({ _id: 'a', postal_code: '520123', works_amount: 2_500_000 });
    const b = summary({ _id: 'b', postal_code: '138000', works_amount: null });
    expect(filterClientProjects([a, b], { postal_code: '520' }).map((p) => p._id)).toEqual(['a']);
    expect(filterClientProjects([a, b], { works_amount: '25000' }).map((p) => p._id)).toEqual(['a']);
    expect(filterClientProjects([a, b], {}).map((p) => p._id)).toEqual(['a', 'b']);
  });
});
