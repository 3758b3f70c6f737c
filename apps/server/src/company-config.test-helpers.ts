/** A complete set of the company variables production requires, for tests that run as production. */
export const COMPANY_ENV = {
  COMPANY_NAME: 'Test Renovation Pte. Ltd.',
  COMPANY_UEN: '201700001A',
  COMPANY_GST_REG_NO: 'M2-7654321-0',
  COMPANY_ADDRESS: '10 Test Lane, #02-02, Singapore 654321',
  COMPANY_EMAIL: 'accounts@test-reno.sg',
  COMPANY_PHONE: '+65 6000 0000',
} as const;

/** Issue 15: everything production requires (the company details, a real PayNow UEN and the public address). */
export const PRODUCTION_ENV = {
  ...COMPANY_ENV,
  PAYNOW_UEN: '201700001A',
  PUBLIC_URL: 'https://reno.test',
} as const;
