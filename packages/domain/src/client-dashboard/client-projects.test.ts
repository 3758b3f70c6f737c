import { describe, expect, it } from 'vitest';
import {
  clientCalendar,
  clientPhaseText,
  phaseEntries,
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
  const page = (totalCount: number, latest: LatestPaymentSummary[]) => ({
    totalCount,
    payment_entries: phaseEntries(latest),
  });

  it('reads the newest entry across projects', () => {
    expect(clientPhaseText(page(0, [])).text).toBe('You currently have no projects on record');
    expect(clientPhaseText(page(1, [])).text).toBe('You currently have no projects confirmed');
    expect(
      clientPhaseText(
        page(2, [pay(1, 'Paid', '2026-01-01T00:00:00.000Z'), pay(3, 'Paid', '2026-03-01T00:00:00.000Z')]),
      ).text,
    ).toBe('You are in Phase 3 and your 40% payment is being verified');
  });

  it('keeps the newest Approved phase when the newest entry is Declined, from two entries', () => {
    const latest = [
      pay(2, 'Approved', '2026-01-01T00:00:00.000Z'),
      pay(4, 'Approved', '2026-02-01T00:00:00.000Z'),
      pay(3, 'Declined', '2026-03-01T00:00:00.000Z'),
      pay(1, 'Paid', '2025-12-01T00:00:00.000Z'),
    ];
    expect(phaseEntries(latest)).toEqual([latest[2], latest[1]]);
    expect(clientPhaseText(page(4, latest)).text).toBe('You are currently in Phase 4 of your renovation');
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

  it('puts a design with a saved quotation in Quotation: it waits for payment', () => {
    expect(projectCardGroup({ phase: 'design', stage: 3, works_amount: 1_234_500 })).toBe('quotation');
    expect(projectCardGroup({ phase: 'design', stage: 3, works_amount: null })).toBe('draft');
  });
});
