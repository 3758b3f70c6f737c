import { API_TIMEOUT_MS, type ApiFailure, messages } from '@reno/domain';
import { type z } from 'zod';
import { ApiError } from './errors';
import { sessionEnded } from './session-ended';

export const API_BASE = '/api/v1';

type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  /**
   * Validates `result` with the domain's schema, so screens never trust an unchecked shape. Public
   * content reads leave it out (see `publicQuery` in ./query): the server checks those replies against
   * the same schema, and the public pages do not ship zod.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** A 401 is an expected answer (e.g. "who am I?" for a visitor), not an ended session. */
  allowUnauthenticated?: boolean;
}

export const apiUrl = (path: string, query?: Query): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
};

/** One timeout for every call (spec §7: 360000 ms), also honouring the caller's own signal. */
function withTimeout(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  return { signal: controller.signal, done };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isFieldError = (value: unknown): value is { field: string; message: string } =>
  typeof value === 'object' &&
  value !== null &&
  isString((value as { field?: unknown }).field) &&
  isString((value as { message?: unknown }).message);

/**
 * The parts of a failure envelope (domain `ApiFailure`) the screens use, read without zod: this file is
 * on every page, and the public pages stay light by not shipping zod (issue 7: at most 200 KB of
 * JavaScript on /). An optional part of the wrong shape is left out.
 */
export function readFailure(body: unknown): Partial<Omit<ApiFailure, 'success'>> {
  if (typeof body !== 'object' || body === null) return {};
  const { success, message, errors, requestId } = body as Record<string, unknown>;
  if (success !== false || !isString(message)) return {};
  return {
    message,
    ...(Array.isArray(errors) && errors.every(isFieldError) ? { errors } : {}),
    ...(isString(requestId) ? { requestId } : {}),
  };
}

/** Turns any reply into the envelope's `result`, or throws the ApiError the screens show. */
export function unwrapEnvelope<T>(status: number, ok: boolean, body: unknown, options: RequestOptions<T>): T {
  if (status === 401 && !options.allowUnauthenticated) sessionEnded.notify();
  const isSuccess =
    ok && typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!isSuccess) {
    const parsed = readFailure(body);
    throw new ApiError(parsed.message ?? messages.failedToProcess, {
      status,
      ...(parsed.errors ? { errors: parsed.errors } : {}),
      ...(parsed.requestId ? { requestId: parsed.requestId } : {}),
    });
  }
  const result = (body as { result?: unknown }).result;
  if (!options.schema) return result as T;
  const checked = options.schema.safeParse(result);
  if (!checked.success) throw new ApiError(messages.failedToProcess, { status, cause: checked.error });
  return checked.data;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined && ['POST', 'PUT', 'PATCH'].includes(method);
  if (hasBody) headers['Content-Type'] = 'application/json';
  const timeout = withTimeout(options.signal);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      signal: timeout.signal,
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (cause) {
    // Spec §7: "network errors become {success:false, message}"; the message is the snackbar fallback.
    throw new ApiError(messages.failedToProcess, { status: 0, cause });
  } finally {
    timeout.done();
  }
  return unwrapEnvelope(response.status, response.ok, await readJson(response), options);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions<T>) => apiRequest<T>('DELETE', path, options),
};
