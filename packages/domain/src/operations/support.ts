import { z } from 'zod';
import { fieldIsRequired } from '../api/messages.js';
import { operationsMessages as m } from './messages.js';

/**
 * merchant/support: a support request to the admin, with an optional image (spec §7 "Image uploads …
 * categories payment_receipt and support_img"): upload the image with category support_img first.
 */
export const CreateSupportRequest = z.object({
  subject: z.string({ error: m.required }).trim().min(1, m.required).max(150, 'At most 150 characters.'),
  message: z.string({ error: m.required }).trim().min(1, m.required).max(5000, 'At most 5000 characters.'),
  image_file_id: z.string().trim().min(1).max(64).optional(),
  /** The project it is about, when it is about one of the merchant's projects. */
  project_id: z.string().trim().min(1).max(64).optional(),
});
export type CreateSupportRequest = z.infer<typeof CreateSupportRequest>;

/** Issue 18: open (waiting for the admin), answered (an admin replied), closed (done). */
export const SUPPORT_STATUSES = ['Open', 'Answered', 'Closed'] as const;
export const SupportStatus = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof SupportStatus>;

export const SupportReplyView = z.object({
  _id: z.string(),
  author_name: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type SupportReplyView = z.infer<typeof SupportReplyView>;

export const SupportRequestView = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The image's resourceURI, or null. */
  image_path: z.string().nullable(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  requester: z.object({
    _id: z.string(),
    // Issue 18: clients ask for support too (client route "support", title Support Page).
    role: z.enum(['client', 'merchant', 'project_manager']),
    name: z.string(),
    company_name: z.string().nullable(),
    email: z.string(),
  }),
  status: SupportStatus,
  created_at: z.string(),
  /** The admins' answers, oldest first (issue 18: "replies by e-mail and in the app"). */
  replies: z.array(SupportReplyView),
});
export type SupportRequestView = z.infer<typeof SupportRequestView>;

export const SUPPORT_REQUEST_LIST_FIELDS = ['created_at', 'subject', 'status'] as const;
export const SupportRequestPage = z.object({
  items: z.array(SupportRequestView),
  totalCount: z.number().int().nonnegative(),
});
export type SupportRequestPage = z.infer<typeof SupportRequestPage>;

export const supportMessages = {
  replySent: 'Reply sent.', // ours
  closed: 'Support request closed.', // ours
  reopened: 'Support request reopened.', // ours
  /** A reply to a closed request would reach a requester who was told it is done. */
  isClosed: 'This support request is closed. Reopen it to reply.', // ours
} as const;

/** POST /admin/support-requests/:id/reply: the admin's answer, e-mailed and shown to the requester. */
export const ReplySupportRequest = z.object({
  message: z
    .string({ error: fieldIsRequired('Reply') })
    .trim()
    .min(1, fieldIsRequired('Reply'))
    .max(5000, 'At most 5000 characters.'),
});
export type ReplySupportRequest = z.infer<typeof ReplySupportRequest>;

/** PUT /admin/support-requests/:id/status: close a request, or open it again. */
export const SetSupportStatus = z.object({ status: z.enum(['Open', 'Closed']) });
export type SetSupportStatus = z.infer<typeof SetSupportStatus>;

/**
 * The status after an admin action, or null when refused: a reply answers an open or answered request
 * (not a closed one); closing and reopening are allowed from any other status.
 */
export function nextSupportStatus(
  current: SupportStatus,
  action: 'reply' | 'close' | 'reopen',
): SupportStatus | null {
  if (action === 'reply') return current === 'Closed' ? null : 'Answered';
  if (action === 'close') return current === 'Closed' ? null : 'Closed';
  return current === 'Closed' ? 'Open' : null;
}
