import { z } from 'zod';
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
    role: z.enum(['merchant', 'project_manager']),
    name: z.string(),
    company_name: z.string().nullable(),
    email: z.string(),
  }),
  status: z.enum(['Open', 'Closed']),
  created_at: z.string(),
});
export type SupportRequestView = z.infer<typeof SupportRequestView>;

export const SUPPORT_REQUEST_LIST_FIELDS = ['created_at', 'subject', 'status'] as const;
export const SupportRequestPage = z.object({
  items: z.array(SupportRequestView),
  totalCount: z.number().int().nonnegative(),
});
export type SupportRequestPage = z.infer<typeof SupportRequestPage>;
