import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export interface GalleryWorkRow {
  image: string;
  work: string;
}

/** Spec §3 "Project (gallery, other_project)": the past projects of the public gallery. */
export const galleryProjects = pgTable(
  'gallery_projects',
  {
    id: id(),
    projectName: text('project_name').notNull(),
    /** Lower-case style names (spec "design_type (list)"). */
    designType: text('design_type').array().notNull(),
    typeOfHouse: text('type_of_house').notNull(),
    propertyType: text('property_type').notNull(),
    sizeSqft: integer('size_sqft').notNull(),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    thumbnailPhoto: text('thumbnail_photo').notNull(),
    supportingImages: jsonb('supporting_images').$type<string[]>().notNull().default([]),
    works: jsonb('works').$type<GalleryWorkRow[]>().notNull().default([]),
    rank: integer('rank').notNull(),
    actualPhoto: boolean('actual_photo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gallery_projects_rank_idx').on(t.rank),
    index('gallery_projects_house_idx').on(t.typeOfHouse),
  ],
);
