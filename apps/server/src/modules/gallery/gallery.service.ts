import type { GalleryProject, GalleryQuery, ListResult } from '@reno/domain';
import type { DbOrTx } from '../../db/client.js';
import type { galleryProjects } from '../../db/schema/gallery.js';
import { findGalleryPage } from './gallery.repo.js';

type GalleryRow = typeof galleryProjects.$inferSelect;

/** The spec's field names (§3 "Project (gallery, other_project)"). */
export const toGalleryProject = (row: GalleryRow): GalleryProject => ({
  _id: row.id,
  project_name: row.projectName,
  design_type: row.designType,
  type_of_house: row.typeOfHouse,
  property_type: row.propertyType,
  size: row.sizeSqft,
  cost: row.costCents,
  thumbnail_photo: row.thumbnailPhoto,
  supporting_images: row.supportingImages,
  works: row.works,
  rank: row.rank,
  actual_photo: row.actualPhoto,
});

export async function listGalleryProjects(
  db: DbOrTx,
  query: GalleryQuery,
): Promise<ListResult<GalleryProject>> {
  const { items, totalCount } = await findGalleryPage(db, query);
  return { items: items.map(toGalleryProject), totalCount };
}
