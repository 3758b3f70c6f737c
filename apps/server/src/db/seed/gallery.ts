import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { galleryProjects } from '../schema/gallery.js';
import {
  GALLERY_IMAGES_PER_PROJECT,
  galleryImagePath,
  gallerySeedProjects,
  galleryWorkImagePath,
} from './gallery-projects.js';

/** The gallery rows of the seed list (rank follows the list order). */
export const galleryRows = () =>
  gallerySeedProjects.map((p, i) => ({
    projectName: p.name,
    designType: p.styles,
    typeOfHouse: p.house,
    propertyType: p.property,
    sizeSqft: p.sizeSqft,
    costCents: p.costDollars * 100,
    thumbnailPhoto: galleryImagePath(p.slug, 1),
    supportingImages: Array.from({ length: GALLERY_IMAGES_PER_PROJECT - 1 }, (_, n) =>
      galleryImagePath(p.slug, n + 2),
    ),
    works: p.works.map((work) => ({ work, image: galleryWorkImagePath(work) })),
    rank: i + 1,
    actualPhoto: p.actualPhoto,
  }));

/** The public site needs its gallery in every environment: seeded whenever the table is empty. */
export async function seedGallery(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(galleryProjects);
  if (Number(row?.n ?? 0) > 0) return false;
  await db.insert(galleryProjects).values(galleryRows());
  return true;
}
