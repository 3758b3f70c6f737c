import { messages } from '@reno/domain';

/** An error whose message is meant for the user (shown as is in toasts and forms). */
export class AppError extends Error {
  override name = 'AppError';
}

export interface FieldError {
  field: string;
  message: string;
}

/** A failed `/api/v1` call: the server's envelope message, or the spec's fallback for network failures. */
export class ApiError extends AppError {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;

  constructor(
    message: string,
    init: { status: number; errors?: FieldError[]; requestId?: string; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }
}

/** Spec §8: "Snackbar fallback 'Failed to process your request'" for anything not meant for users. */
export const userMessageOf = (error: unknown): string =>
  error instanceof AppError ? error.message : messages.failedToProcess;
