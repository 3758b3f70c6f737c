export interface ImageVariant {
  thumb?: boolean;
  width?: number;
  height?: number;
  /** width / height, as a number (1.5) or "16:9". */
  ratio?: number | string;
}

/** Spec §7: images load "by path, file name, thumb, width, height, ratio" (domain `ImageVariantQuery`). */
export function imageUrl(resourceURI: string, variant: ImageVariant = {}): string {
  const params = new URLSearchParams();
  if (variant.thumb) params.set('thumb', '1');
  if (variant.width !== undefined) params.set('width', String(Math.round(variant.width)));
  if (variant.height !== undefined) params.set('height', String(Math.round(variant.height)));
  if (variant.ratio !== undefined) params.set('ratio', String(variant.ratio));
  const search = params.toString();
  if (!search) return resourceURI;
  return `${resourceURI}${resourceURI.includes('?') ? '&' : '?'}${search}`;
}
