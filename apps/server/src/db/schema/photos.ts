import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';

/** Spec §3 "Dreamboard: _id, project_id, items": one per project, made with its first photo. */
export const dreamboards = pgTable(
  'dreamboards',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dreamboards_project_unique').on(t.projectId)],
);

/** Spec §3 "Dreamboard item: _id, dreamboard_id, image, tags (list of services), comment, created_at". */
export const dreamboardItems = pgTable(
  'dreamboard_items',
  {
    id: id(),
    dreamboardId: text('dreamboard_id')
      .notNull()
      .references(() => dreamboards.id, { onDelete: 'cascade' }),
    /** The stored photo (upload category dreamboard); kept while an item shows it. */
    imageFileId: text('image_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    tags: jsonb('tags').$type<string[]>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // The grid reads newest first, 8 at a time.
    index('dreamboard_items_board_created_idx').on(t.dreamboardId, t.createdAt),
    index('dreamboard_items_image_idx').on(t.imageFileId),
    // Spec §5 "every photo needs at least one service tag".
    check('dreamboard_items_tagged', sql`jsonb_array_length(${t.tags}) >= 1`),
  ],
);
