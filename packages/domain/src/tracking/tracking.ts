import { z } from 'zod';

/**
 * Issue 7 "Lead tracking": the pixel ids the page may load, from `TRACKING_*`. Each is public (it is
 * in every page that loads the pixel) but is put into a script URL, so only its documented shape passes.
 */
export const META_PIXEL_ID = /^\d{5,20}$/;
export const TIKTOK_PIXEL_ID = /^[A-Z0-9]{10,30}$/;
export const GOOGLE_TAG_ID = /^(G|AW|GT)-[A-Z0-9]{4,20}$/;

export const PublicTrackingConfig = z.object({
  metaPixelId: z.string().regex(META_PIXEL_ID).nullable(),
  tiktokPixelId: z.string().regex(TIKTOK_PIXEL_ID).nullable(),
  googleTagId: z.string().regex(GOOGLE_TAG_ID).nullable(),
});
export type PublicTrackingConfig = z.infer<typeof PublicTrackingConfig>;

export const NO_TRACKING: PublicTrackingConfig = {
  metaPixelId: null,
  tiktokPixelId: null,
  googleTagId: null,
};

export const isTrackingConfigured = (config: PublicTrackingConfig) =>
  Boolean(config.metaPixelId || config.tiktokPixelId || config.googleTagId);
