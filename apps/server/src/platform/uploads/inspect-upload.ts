import { createHash } from 'node:crypto';
import { messages } from '@reno/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors.js';

/**
 * Decompression-bomb guard: a small file may claim enormous dimensions. 100 megapixels is far above any
 * photo or floorplan scan we take and keeps a full decode within a few hundred MB.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface InspectedUpload {
  mimeType: string;
  /** Extension of the detected type (jpg, png, webp, gif, pdf), never the client's. */
  ext: string;
  width: number | null;
  height: number | null;
  sha256: string;
}

const notAllowed = () => new AppError('UNSUPPORTED_MEDIA_TYPE', messages.fileTypeNotAllowed);

/**
 * Decides what a file is from its bytes (magic numbers), not from its name or the browser's
 * Content-Type, and refuses it with 415 unless the type is in `allowed`. Images must also decode
 * fully, so a truncated or forged image is refused now rather than failing later when resized.
 */
export async function inspectUpload(bytes: Buffer, allowed: readonly string[]): Promise<InspectedUpload> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !allowed.includes(detected.mime)) throw notAllowed();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!detected.mime.startsWith('image/')) {
    return { mimeType: detected.mime, ext: detected.ext, width: null, height: null, sha256 };
  }
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // stats() walks every pixel, which is what proves the image decodes.
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).stats();
    // Served images are auto-oriented, so the stored size is the size after EXIF rotation.
    return {
      mimeType: detected.mime,
      ext: detected.ext,
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      sha256,
    };
  } catch {
    throw notAllowed();
  }
}
