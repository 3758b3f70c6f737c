import { useEffect, useState } from 'react';
import { apiUrl } from '../../../lib/api';

export const fileUrl = (fileId: string) => apiUrl(`/files/${fileId}`);

export type ImageState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; image: HTMLImageElement };

/** Loads an image for Konva; same-origin, so the stage can still export the rendered plan. */
export function useHtmlImage(src: string | null): ImageState {
  // Keyed by source, so a new source reads as loading without a state change inside the effect.
  const [loaded, setLoaded] = useState<{ src: string; state: ImageState } | null>(null);
  useEffect(() => {
    if (!src) return;
    const img = new Image();
    img.onload = () => setLoaded({ src, state: { status: 'ready', image: img } });
    img.onerror = () => setLoaded({ src, state: { status: 'error' } });
    img.src = src;
    return () => {
      img.onload = null;
      img.onerror = null;
    };
  }, [src]);
  return loaded && loaded.src === src ? loaded.state : { status: 'loading' };
}

export type Rotation = 0 | 90 | 180 | 270;
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The image turned clockwise and cut to the crop (in pixels of the turned image), as a PNG blob. */
export async function renderCropped(
  img: HTMLImageElement,
  rotation: Rotation,
  crop: CropRect | null,
): Promise<{ blob: Blob; width: number; height: number }> {
  const turned = rotation === 90 || rotation === 270;
  const rw = turned ? img.naturalHeight : img.naturalWidth;
  const rh = turned ? img.naturalWidth : img.naturalHeight;
  const c = crop ?? { x: 0, y: 0, width: rw, height: rh };
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(c.width);
  canvas.height = Math.round(c.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.translate(-c.x, -c.y);
  ctx.translate(rw / 2, rh / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(img, -img.naturalWidth / 2, -img.naturalHeight / 2);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The cropped floorplan could not be made');
  return { blob, width: canvas.width, height: canvas.height };
}
