import { describe, expect, it } from 'vitest';
import {
  dashboardCalendar,
  dashboardPhaseText,
  hasPaymentStage,
  type DashboardPaymentEntry,
} from './dashboard-phase.js';

const entry = (
  stage: number,
  status: DashboardPaymentEntry['status'],
  day: number,
): DashboardPaymentEntry => ({
  stage,
  status,
  created: new Date(Date.UTC(2026, 10, day)),
});

describe('dashboard phase text', () => {
  it('no projects, and projects without payments', () => {
    expect(dashboardPhaseText(false, [])).toEqual({ text: 'You currently have no projects on record' });
    expect(dashboardPhaseText(true, [])).toEqual({ text: 'You currently have no projects confirmed' });
  });
  it('a deposit waiting for approval', () => {
    expect(dashboardPhaseText(true, [entry(1, 'Paid', 1)])).toEqual({
      text: 'Your project is in the process of being confirmed',
    });
  });
  it('each approved phase with what it is about', () => {
    const descriptions = [
      'Talking with a representative',
      'Colour selections, site visits, supplier connection',
      'Measurements, wet works, hacking',
      'Carpentry measurement and installation, doors and fixtures',
      'Tabletop measurements, final touch-ups, handover',
    ];
    for (let phase = 1; phase <= 5; phase++) {
      expect(dashboardPhaseText(true, [entry(phase, 'Approved', 1)])).toEqual({
        text: `You are currently in Phase ${phase} of your renovation`,
        description: descriptions[phase - 1],
      });
    }
    expect(dashboardPhaseText(true, [entry(5, 'Approved', 1)]).text).toBe(
      'You are currently in Phase 5 of your renovation',
    );
  });
  it('a payment of stages 2 to 5 being verified names its share', () => {
    expect(dashboardPhaseText(true, [entry(1, 'Approved', 1), entry(2, 'Paid', 2)]).text).toBe(
      'You are in Phase 2 and your 10% payment is being verified',
    );
    expect(dashboardPhaseText(true, [entry(3, 'Paid', 3)]).text).toBe(
      'You are in Phase 3 and your 40% payment is being verified',
    );
    expect(dashboardPhaseText(true, [entry(4, 'Paid', 3)]).text).toBe(
      'You are in Phase 4 and your 45% payment is being verified',
    );
    expect(dashboardPhaseText(true, [entry(5, 'Paid', 3)]).text).toBe(
      'You are in Phase 5 and your 5% payment is being verified',
    );
  });
  it('reads the latest entry, whatever order they come in', () => {
    const entries = [entry(3, 'Paid', 9), entry(1, 'Approved', 1), entry(2, 'Approved', 5)];
    expect(dashboardPhaseText(true, entries).text).toBe(
      'You are in Phase 3 and your 40% payment is being verified',
    );
    expect(dashboardPhaseText(true, entries.slice(1)).text).toBe(
      'You are currently in Phase 2 of your renovation',
    );
  });
  it('a declined latest payment leaves the client in the last approved phase', () => {
    expect(dashboardPhaseText(true, [entry(1, 'Approved', 1), entry(2, 'Declined', 2)]).text).toBe(
      'You are currently in Phase 1 of your renovation',
    );
    expect(dashboardPhaseText(true, [entry(1, 'Declined', 1)]).text).toBe(
      'You currently have no projects confirmed',
    );
  });
});

describe('dashboard calendar and buttons', () => {
  it('is locked until the deposit and the 10% payment are both approved', () => {
    expect(dashboardCalendar(false, [])).toEqual({
      state: 'noProject',
      message: 'No project created for calendar',
    });
    expect(dashboardCalendar(true, [])).toEqual({ state: 'locked', message: 'Pay 10% to see your calendar' });
    expect(dashboardCalendar(true, [entry(1, 'Approved', 1)]).state).toBe('locked');
    expect(dashboardCalendar(true, [entry(1, 'Approved', 1), entry(2, 'Paid', 2)]).state).toBe('locked');
    expect(dashboardCalendar(true, [entry(1, 'Approved', 1), entry(2, 'Approved', 2)])).toEqual({
      state: 'open',
    });
  });
  it('disables quotation and payment buttons without a payment stage', () => {
    expect(hasPaymentStage([])).toBe(false);
    expect(hasPaymentStage([entry(1, 'Paid', 1)])).toBe(true);
  });
});
