import { extname } from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.js';
import { MAX_INPUT_PIXELS } from './inspect-upload.js';
import type { Size } from './variant-plan.js';

/** Variants keep the source's format, so a PNG floorplan stays lossless and a JPEG photo stays small. */
const outputFormat: Record<string, 'jpeg' | 'png' | 'webp' | 'gif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface VariantSource {
  id: string;
  storageKey: string;
  mimeType: string;
}

/**
 * Derived from the file id and the output size only, so every query that plans the same size shares one
 * cached variant, and all variants of a file sit under one prefix.
 */
export const variantKey = (source: VariantSource, size: Size): string =>
  `variants/${source.id}/${size.width}x${size.height}${extname(source.storageKey)}`;

/** Resizes to exactly `size`, cropping the centre to cover it; EXIF orientation is applied first. */
export async function renderVariant(original: Buffer, mimeType: string, size: Size): Promise<Buffer> {
  const format = outputFormat[mimeType];
  if (!format) throw new Error(`No image variant for ${mimeType}`);
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .toFormat(format)
    .toBuffer();
}

/**
 * The variant from the storage cache, or rendered once and cached. Two first requests at the same time
 * may both render; the second write replaces the first with identical bytes, which is harmless.
 * Null when the original itself is missing from storage.
 */
export async function getOrCreateVariant(
  storage: Storage,
  source: VariantSource,
  size: Size,
): Promise<{ bytes: Buffer; cacheHit: boolean } | null> {
  const key = variantKey(source, size);
  const cached = await storage.get(key);
  if (cached) return { bytes: cached, cacheHit: true };
  const original = await storage.get(source.storageKey);
  if (!original) return null;
  const bytes = await renderVariant(original, source.mimeType, size);
  await storage.put(key, bytes, source.mimeType);
  return { bytes, cacheHit: false };
}
