import { messages } from '@reno/domain';

/** Every failure a service raises on purpose; the error handler maps the code to an HTTP status. */
export const appErrorStatus = {
  /** The request is malformed or fails a rule. */
  BAD_REQUEST: 400,
  /** No session, or the session ended. */
  UNAUTHORIZED: 401,
  /** Signed in, but the record or action is not theirs. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The record changed state underneath (double submit, two admins at once). */
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Well-formed but not acceptable in the current state. */
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type AppErrorCode = keyof typeof appErrorStatus;

const defaultMessage: Record<AppErrorCode, string> = {
  BAD_REQUEST: messages.failedToProcess,
  UNAUTHORIZED: messages.sessionEnded,
  FORBIDDEN: messages.forbidden,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.actionFailed,
  PAYLOAD_TOO_LARGE: messages.fileTooLarge,
  UNSUPPORTED_MEDIA_TYPE: messages.fileTypeNotAllowed,
  UNPROCESSABLE: messages.actionFailed,
  TOO_MANY_REQUESTS: messages.tooManyRequests,
  INTERNAL: messages.internalError,
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    readonly errors?: FieldError[],
  ) {
    super(message ?? defaultMessage[code]);
    this.status = appErrorStatus[code];
  }
}
