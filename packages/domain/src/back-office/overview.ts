import { z } from 'zod';
import { AdminPermissionFlag } from './admin-groups.js';

/**
 * Issue 18 item 1: the Overview's queues that need action. One counter per queue, each linking to its
 * list; the server sends only the counters of the lists the admin may open, so a new queue (holds to
 * resolve, payouts due) is one more entry in the server's list and no change here or on the page.
 */
export const OverviewCounter = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  /** The web path of the list that holds these items. */
  path: z.string(),
  permission: AdminPermissionFlag,
});
export type OverviewCounter = z.infer<typeof OverviewCounter>;

export const AdminOverview = z.object({ counters: z.array(OverviewCounter) });
export type AdminOverview = z.infer<typeof AdminOverview>;
