import { StoredFile, UPLOAD_CHUNK_BYTES, type UploadCategory } from '@reno/domain';
import { apiUrl } from './api';
import { compressIfNeeded } from './compress-image';
import { uploadChunked } from './upload-chunked';
import { xhrSend } from './xhr-send';

export interface UploadOptions {
  /** 0 to 100 across the whole file (every part of a chunked upload). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const percentOf = (bytes: number, total: number) =>
  total === 0 ? 100 : Math.min(100, Math.round((bytes / total) * 100));

/**
 * Architecture "Files and images": uploads are multipart; files of 4 MB or more go through the chunked
 * API. Large images are compressed first, so the size that decides the route is the compressed one.
 */
export async function uploadFile(
  file: File,
  category: UploadCategory,
  options: UploadOptions = {},
): Promise<StoredFile> {
  const toSend = await compressIfNeeded(file);
  let shown = 0;
  // Progress only moves forward, even when a dropped part is sent again.
  const report = (bytes: number) => {
    const percent = percentOf(bytes, toSend.size);
    if (percent <= shown) return;
    shown = percent;
    options.onProgress?.(percent);
  };
  const withSignal = options.signal ? { signal: options.signal } : {};

  if (toSend.size < UPLOAD_CHUNK_BYTES) {
    const form = new FormData();
    form.append('file', toSend, toSend.name);
    const stored = await xhrSend({
      method: 'POST',
      url: apiUrl('/files', { category }),
      body: form,
      schema: StoredFile,
      // Multipart framing makes the request a little larger than the file.
      onUploadProgress: (loaded) => report(Math.min(loaded, toSend.size - 1)),
      ...withSignal,
    });
    report(toSend.size);
    return stored;
  }
  const stored = await uploadChunked(toSend, category, { onBytes: report, ...withSignal });
  report(toSend.size);
  return stored;
}
