import { describe, expect, it } from 'vitest';
import { notificationLink } from './notifications.js';

const about = (action: string, project_id: string | null = 'p1') => ({ action, project_id });

describe('notificationLink (issue 12 item 7: a notification opens its project)', () => {
  it('opens the client the payments page for payment notices and the project otherwise', () => {
    expect(notificationLink('client', about('payment_approved'))).toBe(
      '/other-project/p1/transactions/progressive-payment',
    );
    expect(notificationLink('client', about('schedule_set'))).toBe('/other-project/p1');
  });

  it('opens a merchant the incoming project for an assignment and the current project after', () => {
    expect(notificationLink('merchant', about('service_assigned'))).toBe('/incoming-project/p1');
    expect(notificationLink('merchant', about('schedule_set'))).toBe('/current-project/p1');
  });

  it('opens a project manager and an admin their own project pages, and an admin the review queues', () => {
    expect(notificationLink('project_manager', about('project_manager_assigned'))).toBe('/pm/projects/p1');
    expect(notificationLink('admin', about('service_declined'))).toBe('/admin/projects/p1');
    expect(notificationLink('admin', about('payment_paid'))).toBe('/admin/payments');
    expect(notificationLink('admin', about('support_request', null))).toBe('/admin/support');
  });

  it('links nowhere when the notice is about no project', () => {
    expect(notificationLink('client', about('payment_approved', null))).toBeNull();
    expect(notificationLink('merchant', about('milestone_reached', null))).toBeNull();
  });
});
