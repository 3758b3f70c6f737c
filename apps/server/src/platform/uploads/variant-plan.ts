import { THUMB_WIDTH, type ImageVariantQuery } from '@reno/domain';

export interface Size {
  width: number;
  height: number;
}

/** True when the query asks for anything other than the original bytes. */
export const wantsVariant = (q: ImageVariantQuery): boolean =>
  q.thumb || q.width !== undefined || q.height !== undefined || q.ratio !== undefined;

/**
 * The exact pixel size of the variant asked for, or null when that is the original itself.
 * - thumb is THUMB_WIDTH wide; width/height alone keep the source's aspect;
 * - ratio (width / height) derives the missing side, or alone crops the largest centred box of that ratio;
 * - width and height together crop to cover that box;
 * - never upscales: a box larger than the source shrinks, keeping its aspect, until it fits.
 */
export function planVariant(source: Size, q: ImageVariantQuery): Size | null {
  const sourceRatio = source.width / source.height;
  const ratio = q.ratio ?? sourceRatio;
  let width = q.thumb ? THUMB_WIDTH : q.width;
  let height = q.height;
  if (width === undefined && height === undefined) {
    if (q.ratio === undefined) return null;
    if (sourceRatio > ratio) height = source.height;
    else width = source.width;
  }
  if (width === undefined) width = (height ?? 1) * ratio;
  if (height === undefined) height = width / ratio;
  const shrink = Math.min(1, source.width / width, source.height / height);
  const size = {
    width: Math.max(1, Math.round(width * shrink)),
    height: Math.max(1, Math.round(height * shrink)),
  };
  return size.width === source.width && size.height === source.height ? null : size;
}
