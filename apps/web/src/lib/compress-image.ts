import { COMPRESS_TARGET_MB, COMPRESS_THRESHOLD_BYTES, messages } from '@reno/domain';
import imageCompression from 'browser-image-compression';
import { AppError } from './errors';

export const needsCompression = (file: File) =>
  file.type.startsWith('image/') && file.size > COMPRESS_THRESHOLD_BYTES;

/** Spec §9: images over 4,000,000 bytes are compressed to 3.5 MB before upload. */
export async function compressIfNeeded(file: File): Promise<File> {
  if (!needsCompression(file)) return file;
  try {
    return await imageCompression(file, { maxSizeMB: COMPRESS_TARGET_MB, useWebWorker: true });
  } catch (cause) {
    throw new AppError(messages.failedToCompressImage, { cause });
  }
}
