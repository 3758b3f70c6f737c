/**
 * User-facing messages of the spec's error catalogue, word for word (typos included).
 * Screens and tests import them from here so they never drift apart.
 */
export const messages = {
  actionFailed: 'Action Failed!',
  actionSuccessful: 'Action Successful!',
  failedToProcess: 'Failed to process your request',
  sessionEnded: 'Your session has ended, please re-login',
  appError: 'Ooops, something went wrong :(',
  failedToCompressImage: 'Failed to compress your image',
  failedToUpload: 'Failed to upload. Please try again later',
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests, please try again later',
  internalError: 'Failed to process your request',
  fileTooLarge: 'File is too large',
  fileTypeNotAllowed: 'This file type is not allowed',
} as const;

/** Spec §5: server validation texts are rewritten to these two forms. */
export const fieldMustBeNumber = (field: string) => `${field} must be a number.`;
export const fieldIsRequired = (field: string) => `${field} is required.`;
