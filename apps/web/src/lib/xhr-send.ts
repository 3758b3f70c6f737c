import { API_TIMEOUT_MS, messages } from '@reno/domain';
import { type RequestOptions, unwrapEnvelope } from './api';
import { ApiError } from './errors';

export interface XhrRequest<T> {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  schema: NonNullable<RequestOptions<T>['schema']>;
  /** Bytes of `body` sent so far. */
  onUploadProgress?: (loadedBytes: number) => void;
  signal?: AbortSignal;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Sends bytes with XMLHttpRequest because fetch still cannot report upload progress; answers are read
 * with the same envelope rules as the fetch wrapper.
 */
export function xhrSend<T>(request: XhrRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.timeout = API_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.(event.loaded);
    const networkFailure = () => reject(new ApiError(messages.failedToProcess, { status: 0 }));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = networkFailure;
    xhr.onload = () => {
      try {
        const ok = xhr.status >= 200 && xhr.status < 300;
        resolve(unwrapEnvelope(xhr.status, ok, parseJson(xhr.responseText), { schema: request.schema }));
      } catch (error) {
        reject(
          error instanceof Error ? error : new ApiError(messages.failedToProcess, { status: xhr.status }),
        );
      }
    };
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
