import { z } from 'zod';

/** Spec §9 (client area): "Upload chunk size and compression threshold 4,000,000 bytes; compress target 3.5". */
export const UPLOAD_CHUNK_BYTES = 4_000_000;
export const COMPRESS_THRESHOLD_BYTES = 4_000_000;
/** Spec §5: "Image compression default max 3.5 MB". */
export const COMPRESS_TARGET_MB = 3.5;
/** Largest single file accepted, whether plain or chunked. */
export const MAX_FILE_BYTES = 50_000_000;
/** A plain (non-chunked) multipart upload must stay below the chunk threshold. */
export const MAX_PLAIN_UPLOAD_BYTES = UPLOAD_CHUNK_BYTES;

/**
 * Issue 15 item 8: per-user limits, so one account cannot fill the disk or the upload table. Five
 * unfinished chunked uploads at once is more than the browser ever runs (it sends one file at a time);
 * 500 MB holds ten files of the largest size, far above what a renovation needs. Admins are not limited.
 */
export const MAX_OPEN_CHUNKED_UPLOADS = 5;
export const USER_STORAGE_QUOTA_BYTES = 500_000_000;

/** Ours (issue 15 item 8): what a refused upload says. */
export const uploadQuotaMessages = {
  tooManyOpenUploads: `You already have ${MAX_OPEN_CHUNKED_UPLOADS} uploads in progress. Please wait for them to finish, then try again.`,
  storageFull:
    'You have used your 500 MB of storage, so this file cannot be uploaded. Please contact our admin for more space.',
} as const;

/** Storage folders named by the spec (uploads, Quotation Doctor, dreamboard, object-storage folders). */
export const UploadCategory = z.enum([
  'payment_receipt',
  'support_img',
  'floorplan',
  'floorplan_tagger',
  'quotation_dr',
  'dreamboard',
  'perspective',
  'general',
  'doggez_comment',
  'design_now_v2_tutorial',
  // Issue 12: files attached to a project by the admin, its project manager or a merchant.
  'special_specification',
  'detailed_drawing',
  // Issue 16: the shop's and vouchers' pictures (spec "images ... file name in an inventory folder"),
  // uploaded by an admin and shown to everyone through /public-files.
  'inventory',
]);
export type UploadCategory = z.infer<typeof UploadCategory>;

/** Categories that also accept PDF documents; every other category takes images only. */
export const DOCUMENT_CATEGORIES: readonly UploadCategory[] = [
  'quotation_dr',
  'floorplan',
  'special_specification',
  'detailed_drawing',
];

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf'] as const;

export const allowedMimeTypes = (category: UploadCategory): readonly string[] =>
  DOCUMENT_CATEGORIES.includes(category) ? [...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES] : IMAGE_MIME_TYPES;

export const StoredFile = z.object({
  _id: z.string(),
  category: UploadCategory,
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The path the file is served from: GET {resourceURI}?thumb=1&width=..&height=..&ratio=.. */
  resourceURI: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

const positiveIntString = (field: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${field} must be a number.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${field} must be between 1 and ${max}.`);

/** Image variant options (spec: images load "by path, file name, thumb, width, height, ratio"). */
export const ImageVariantQuery = z.object({
  thumb: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  width: positiveIntString('width', 4000).optional(),
  height: positiveIntString('height', 4000).optional(),
  /** width / height, e.g. 1.5 or "16:9". */
  ratio: z
    .string()
    .regex(/^(\d+(\.\d+)?)(:\d+(\.\d+)?)?$/, 'ratio must be a number.')
    .transform((r) => {
      const [a, b] = r.split(':').map(Number);
      return b ? (a ?? 1) / b : (a ?? 1);
    })
    .refine((n) => n > 0 && n <= 10, 'ratio must be between 0 and 10.')
    .optional(),
});
export type ImageVariantQuery = z.infer<typeof ImageVariantQuery>;
export const THUMB_WIDTH = 320;

export const CreateChunkedUpload = z.object({
  category: UploadCategory,
  fileName: z.string().min(1).max(255),
  sizeBytes: z.number().int().positive().max(MAX_FILE_BYTES),
});
export type CreateChunkedUpload = z.infer<typeof CreateChunkedUpload>;

export const ChunkedUploadStatus = z.object({
  uploadId: z.string(),
  partSizeBytes: z.number().int(),
  partCount: z.number().int(),
  /** Part numbers (1-based) already received, so a client can resume after a dropped part. */
  receivedParts: z.array(z.number().int()),
});
export type ChunkedUploadStatus = z.infer<typeof ChunkedUploadStatus>;

export const partCountFor = (sizeBytes: number) => Math.ceil(sizeBytes / UPLOAD_CHUNK_BYTES);

/** Issue 16: where an admin's inventory picture is shown to everyone, visitors included. */
export const publicFileURI = (fileId: string) => `/api/v1/public-files/${fileId}`;
