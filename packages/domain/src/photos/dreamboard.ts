import { z } from 'zod';

/**
 * The client's dreamboard (spec "Dreamboard": "Photo grid newest first, 8 per page, Upload Photo, and a
 * detail dialog to tag services and comment"; §3 "Dreamboard: _id, project_id, items. Dreamboard item:
 * _id, dreamboard_id, image, tags (list of services), comment, created_at"). The client keeps it; the
 * project's merchants and project manager read it (issue 12 item 4) to see what the client has in mind.
 */
export const DREAMBOARD_PAGE_SIZE = 8;
export const DREAMBOARD_MAX_TAGS = 20;

/** Spec §5 and §8, photos and dreamboard. */
export const dreamboardMessages = {
  required: 'Required',
  submitFailed: 'Submission failed!',
  tagRequired: 'Update failed! Please tag a service',
  deleteFailed: 'Failed to delete. Please try again later!',
  deleted: 'Deleted successfully!',
  uploaded: 'Photo added to your dreamboard.', // ours
  updated: 'Photo updated.', // ours
  notAnImage: 'Please choose a photo (JPEG, PNG, WebP or GIF).', // ours
} as const;

const Tags = z
  .array(z.string().trim().min(1).max(100))
  .min(1, dreamboardMessages.tagRequired)
  .max(DREAMBOARD_MAX_TAGS)
  // A tag twice says nothing more: kept once, in the order chosen.
  .transform((tags) => [...new Set(tags)]);

const Comment = z.string().trim().max(1000).default('');

/** POST /projects/{id}/dreamboard/items: a photo the client uploaded (category dreamboard). */
export const CreateDreamboardItem = z.object({
  image: z.string({ error: dreamboardMessages.required }).trim().min(1, dreamboardMessages.required).max(64),
  tags: Tags,
  comment: Comment,
});
export type CreateDreamboardItem = z.infer<typeof CreateDreamboardItem>;
export type CreateDreamboardItemInput = z.input<typeof CreateDreamboardItem>;

/** PATCH /projects/{id}/dreamboard/items/{itemId}: spec "edit: _id, tags, comment". */
export const UpdateDreamboardItem = z.object({ tags: Tags, comment: Comment });
export type UpdateDreamboardItem = z.infer<typeof UpdateDreamboardItem>;
export type UpdateDreamboardItemInput = z.input<typeof UpdateDreamboardItem>;

export const DreamboardItemView = z.object({
  _id: z.string(),
  dreamboard_id: z.string(),
  /** The stored image's id; `path` is its resourceURI (add ?thumb=1 for the grid). */
  image: z.string(),
  path: z.string(),
  tags: z.array(z.string()),
  comment: z.string(),
  created_at: z.string(),
});
export type DreamboardItemView = z.infer<typeof DreamboardItemView>;

/** GET /projects/{id}/dreamboard?page=N: one page of items, newest first. */
export const DreamboardPage = z.object({
  _id: z.string().nullable(),
  project_id: z.string(),
  items: z.array(DreamboardItemView),
  totalCount: z.number().int().nonnegative(),
  /** The client may add, tag and remove photos; everyone else on the project reads. */
  can_edit: z.boolean(),
  /** The tags a photo can carry: the catalogue's service categories. */
  services: z.array(z.string()),
});
export type DreamboardPage = z.infer<typeof DreamboardPage>;

export const DreamboardQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DreamboardQuery = z.infer<typeof DreamboardQuery>;
