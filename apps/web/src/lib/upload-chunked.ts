import { ChunkedUploadStatus, messages, StoredFile, type UploadCategory } from '@reno/domain';
import { api, apiUrl } from './api';
import { ApiError } from './errors';
import { xhrSend } from './xhr-send';

/** A failed part is retried up to this many times (after asking the server what it already has). */
export const PART_RETRIES = 3;

export interface ChunkedOptions {
  /** Bytes of the file known to be on the server. */
  onBytes: (bytesOnServer: number) => void;
  signal?: AbortSignal;
}

const isRetryable = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

const partRange = (status: ChunkedUploadStatus, part: number, size: number) => {
  const start = (part - 1) * status.partSizeBytes;
  return { start, end: Math.min(start + status.partSizeBytes, size) };
};

const bytesReceived = (status: ChunkedUploadStatus, size: number) =>
  status.receivedParts.reduce((sum, part) => {
    const { start, end } = partRange(status, part, size);
    return sum + (end - start);
  }, 0);

/** Create, send each missing part (1-based), resume after a dropped part, then complete. */
export async function uploadChunked(
  file: File,
  category: UploadCategory,
  options: ChunkedOptions,
): Promise<StoredFile> {
  const signal = options.signal;
  const withSignal = signal ? { signal } : {};
  let status = await api.post(
    '/files/chunked',
    { category, fileName: file.name, sizeBytes: file.size },
    {
      schema: ChunkedUploadStatus,
      ...withSignal,
    },
  );
  const { uploadId } = status;
  const retries = new Map<number, number>();
  const missing = () =>
    Array.from({ length: status.partCount }, (_, i) => i + 1).find(
      (part) => !status.receivedParts.includes(part),
    );

  options.onBytes(bytesReceived(status, file.size));
  for (let part = missing(); part !== undefined; part = missing()) {
    const { start, end } = partRange(status, part, file.size);
    const before = bytesReceived(status, file.size);
    try {
      status = await xhrSend({
        method: 'PUT',
        url: apiUrl(`/files/chunked/${encodeURIComponent(uploadId)}/parts/${part}`),
        body: file.slice(start, end),
        headers: { 'Content-Type': 'application/octet-stream' },
        schema: ChunkedUploadStatus,
        onUploadProgress: (loaded) => options.onBytes(before + loaded),
        ...withSignal,
      });
    } catch (error) {
      const used = retries.get(part) ?? 0;
      if (!isRetryable(error)) throw error;
      if (used >= PART_RETRIES) throw new ApiError(messages.failedToUpload, { status: 0, cause: error });
      retries.set(part, used + 1);
      // The part may have arrived even though its answer did not: ask before sending it again.
      status = await api.get(`/files/chunked/${encodeURIComponent(uploadId)}`, {
        schema: ChunkedUploadStatus,
        ...withSignal,
      });
    }
    options.onBytes(bytesReceived(status, file.size));
  }
  return api.post(`/files/chunked/${encodeURIComponent(uploadId)}/complete`, undefined, {
    schema: StoredFile,
    ...withSignal,
  });
}
