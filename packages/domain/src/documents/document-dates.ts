const DAY_MS = 24 * 60 * 60 * 1000;

/** Issue 17: "validity (quotations: 30 days unless configured)". QUOTATION_VALIDITY_DAYS configures it. */
export const DEFAULT_QUOTATION_VALIDITY_DAYS = 30;

/**
 * The last day a quotation may be accepted: the issue date plus the validity. Singapore keeps no
 * daylight saving, so a day is always 24 hours.
 */
export const quotationValidUntil = (issuedAt: Date | string, validityDays: number): Date =>
  new Date(new Date(issuedAt).getTime() + validityDays * DAY_MS);
