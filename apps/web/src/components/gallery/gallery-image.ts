import { imageUrl } from '../../lib/image-url';

/** The widths the gallery's generated illustrations exist in (see generate-gallery-images.ts). */
export const GALLERY_IMAGE_WIDTHS = [480, 960] as const;
export type GalleryImageWidth = (typeof GALLERY_IMAGE_WIDTHS)[number];
/** Every gallery image is 4:3. */
export const GALLERY_IMAGE_RATIO = 4 / 3;

const isStaticGalleryImage = (path: string) => path.startsWith('/gallery/') && path.endsWith('.webp');

/** A sized copy: the seeded illustrations ship at 480 and 960 px; uploads go through the image variants. */
export function galleryImageSrc(path: string, width: GalleryImageWidth): string {
  if (isStaticGalleryImage(path)) return width === 960 ? path : path.replace(/\.webp$/, `-${width}.webp`);
  return imageUrl(path, { width, ratio: '4:3' });
}

export const gallerySrcSet = (path: string) =>
  GALLERY_IMAGE_WIDTHS.map((w) => `${galleryImageSrc(path, w)} ${w}w`).join(', ');
