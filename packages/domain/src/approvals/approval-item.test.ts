import { describe, expect, it } from 'vitest';
import {
  HOLD_ISSUE_TYPES,
  autoReleaseAt,
  isDueForAutoRelease,
  thumbnailsWithMore,
  transitionApproval,
} from './approval-item.js';
import { ApproveItemInput, HoldItemInput } from './approvals-api.js';

describe('approval state machine (spec §4)', () => {
  it('a completed item waits for the client, who approves or holds it', () => {
    expect(transitionApproval(null, 'complete')).toEqual({ ok: true, to: 'Pending' });
    expect(transitionApproval('Pending', 'approve')).toEqual({ ok: true, to: 'Approved' });
    expect(transitionApproval('Pending', 'hold')).toEqual({ ok: true, to: 'Hold' });
  });
  it('approval is final: "not reversible"', () => {
    for (const a of [
      'approve',
      'auto_release',
      'hold',
      'complete',
      'resolve_rework',
      'resolve_refund',
    ] as const)
      expect(transitionApproval('Approved', a).ok).toBe(false);
  });
  it('an admin resolves a hold back to the merchant, who completes again, or refunds the client', () => {
    expect(transitionApproval('Hold', 'resolve_rework')).toEqual({ ok: true, to: 'Rework' });
    expect(transitionApproval('Rework', 'complete')).toEqual({ ok: true, to: 'Pending' });
    expect(transitionApproval('Hold', 'resolve_refund')).toEqual({ ok: true, to: 'Refunded' });
    expect(transitionApproval('Hold', 'approve').ok).toBe(false);
    expect(transitionApproval('Refunded', 'complete').ok).toBe(false);
  });
  it('releases automatically 7 days after completion (spec §9), only while pending', () => {
    const done = new Date('2026-11-01T10:00:00+08:00');
    expect(autoReleaseAt(done).toISOString()).toBe('2026-11-08T02:00:00.000Z');
    expect(isDueForAutoRelease('Pending', autoReleaseAt(done), new Date('2026-11-08T09:59:59+08:00'))).toBe(
      false,
    );
    expect(isDueForAutoRelease('Pending', autoReleaseAt(done), new Date('2026-11-08T10:00:00+08:00'))).toBe(
      true,
    );
    expect(isDueForAutoRelease('Hold', autoReleaseAt(done), new Date('2026-12-01'))).toBe(false);
  });
});

describe('hold and approve dialogs (spec §5)', () => {
  it('lists the four issue types of spec §9', () => {
    expect(HOLD_ISSUE_TYPES).toEqual([
      'Services is not completed',
      'Has a lot of defects',
      'Merchant MIA',
      'Others',
    ]);
  });
  it('uses the spec messages for a missing issue type and description', () => {
    const r = HoldItemInput.safeParse({ disagree: true });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Please choose the type of the issue');
    expect(messages).toContain('Please describe your issue');
  });
  it('needs the non-agreement and the agreement boxes ticked', () => {
    expect(
      HoldItemInput.safeParse({ issue_type: 'Others', client_remarks: 'x', disagree: false }).success,
    ).toBe(false);
    expect(ApproveItemInput.safeParse({ agree: false }).success).toBe(false);
    expect(ApproveItemInput.safeParse({ agree: true }).success).toBe(true);
  });
  it('shows 3 thumbnails then +N', () => {
    expect(thumbnailsWithMore([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(thumbnailsWithMore([1])).toEqual({ shown: [1], more: 0 });
  });
});
