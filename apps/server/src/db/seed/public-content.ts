import type { Db } from '../client.js';
import { seedGallery } from './gallery.js';
import { seedSiteContent } from './site-content.js';

/**
 * Content the public site cannot do without (gallery, FAQ, testimonials, press). Unlike the demo
 * accounts it is seeded in every environment, each table only while it is empty, so admin edits stay.
 */
export async function seedPublicContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedGallery(tx);
    await seedSiteContent(tx);
  });
}
