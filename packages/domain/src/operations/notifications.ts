import { z } from 'zod';

/**
 * Spec §3 "Notification: created_at, receiver_id, client_id, merchant_id, is_read, to_admin, action,
 * content". Admins read the to_admin ones (spec §6 "Admin: receives notifications (to_admin true)");
 * every other user reads those addressed to them.
 */
export const NotificationAction = z.string();

/** The actions this product writes (the web may pick an icon or a link by them). */
export const NOTIFICATION_ACTIONS = [
  'payment_paid',
  'payment_approved',
  'payment_declined',
  'new_project',
  'service_assigned',
  'service_accepted',
  'service_declined',
  'schedule_set',
  'support_request',
  'project_created',
  'project_manager_assigned',
  'milestone_reached',
  // Issue 13: variation orders.
  'variation_order_request',
  'variation_order_priced',
  'variation_order_addon',
  'variation_order_declined',
  'variation_order_accepted',
  'variation_order_rejected',
  'variation_order_receipt',
  'variation_order_payment_approved',
  'variation_order_payment_declined',
  'variation_order_paid',
  // Issue 18: an admin answered the reader's support request.
  'support_reply',
  // Issue 18: an admin's announcement, delivered once to each reader of its audience.
  'announcement',
] as const;

export const NotificationView = z.object({
  _id: z.string(),
  created_at: z.string(),
  action: NotificationAction,
  content: z.string(),
  is_read: z.boolean(),
  to_admin: z.boolean(),
  /** The project the notice is about, for a link; null when none. */
  project_id: z.string().nullable(),
});
export type NotificationView = z.infer<typeof NotificationView>;

export const NotificationPage = z.object({
  items: z.array(NotificationView),
  totalCount: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** GET /notifications: page (1-based), rowsPerPage, and `unread=true` for unread ones only. */
export const NotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const UnreadCount = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MarkedRead = z.object({ updated: z.number().int().nonnegative() });
export type MarkedRead = z.infer<typeof MarkedRead>;

const CLIENT_PAYMENT_ACTIONS: readonly string[] = ['payment_paid', 'payment_approved', 'payment_declined'];
const MERCHANT_INCOMING_ACTIONS: readonly string[] = ['service_assigned', 'new_project'];

/**
 * Where a notification opens for its reader (issue 12 item 7): the page of its project that the reader
 * may open, or the admin queue it belongs to. Null when it is about no project and no queue.
 */
export function notificationLink(
  role: 'client' | 'merchant' | 'project_manager' | 'admin',
  item: Pick<NotificationView, 'action' | 'project_id'>,
): string | null {
  if (role === 'admin') {
    if (item.action === 'payment_paid') return '/admin/payments';
    if (item.action === 'support_request') return '/admin/support';
    if (item.action === 'variation_order_receipt') return '/admin/payments';
  }
  const id = item.project_id;
  if (!id) return null;
  // Issue 13: a variation order notice opens the orders of its project.
  const isOrder = item.action.startsWith('variation_order_');
  if (isOrder && role === 'client') return `/other-project/${id}/transactions/variation-order`;
  if (isOrder && role === 'merchant') return `/current-project/${id}/variationOrders/client-request`;
  switch (role) {
    case 'client':
      return CLIENT_PAYMENT_ACTIONS.includes(item.action)
        ? `/other-project/${id}/transactions/progressive-payment`
        : `/other-project/${id}`;
    case 'merchant':
      return MERCHANT_INCOMING_ACTIONS.includes(item.action)
        ? `/incoming-project/${id}`
        : `/current-project/${id}`;
    case 'project_manager':
      return `/pm/projects/${id}`;
    case 'admin':
      return `/admin/projects/${id}`;
  }
}
