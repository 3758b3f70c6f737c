import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';

/** A stored upload. The bytes live in storage under `storageKey`; variants are cached beside them. */
export const files = pgTable(
  'files',
  {
    id: id(),
    category: text('category').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), index('files_category_idx').on(t.category)],
);

export const chunkedUploadStatus = pgEnum('chunked_upload_status', ['open', 'completed', 'aborted']);

/** A chunked upload in progress (create, upload part, complete), resumable by part number. */
export const chunkedUploads = pgTable('chunked_uploads', {
  id: id(),
  category: text('category').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  partSizeBytes: integer('part_size_bytes').notNull(),
  partCount: integer('part_count').notNull(),
  receivedParts: jsonb('received_parts').$type<number[]>().notNull().default([]),
  status: chunkedUploadStatus('status').notNull().default('open'),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
