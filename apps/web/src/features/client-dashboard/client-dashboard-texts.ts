import { accountMessages } from '@reno/domain';

/** Texts of the client dashboard (spec "Client dashboard and draft projects", "After login"). */
export const clientDashboardTexts = {
  welcome: (name: string) => `Welcome, ${name}`,
  verifyTitle: 'Please verify your email', // ours
  verifyText: (email: string) =>
    `We sent a verification link to ${email}. Open it to verify your email and use your dashboard.`, // ours
  resend: 'Send New Link', // same words as the verify-email page
  checkAgain: 'I have verified my email', // ours
  linkSent: accountMessages.linkSent,
  linkFailed: accountMessages.linkFailed,
  accountTitle: 'Your account', // ours
  profileLink: 'Profile Settings',
  noProjects: 'To create a project, please use Design Now:',
  quotationTotal: 'Quotation Total', // ours
  viewPayments: 'VIEW PAYMENTS',
  viewQuotation: 'VIEW QUOTATION',
  noPaymentStage: 'Available once your project has a payment stage', // ours
  calendarTitle: 'Calendar',
  quickLinksTitle: 'Quick Links',
  floorplans: 'Floorplans',
  draftProjects: 'Draft Projects',
  loadFailed: 'Your projects could not be loaded.', // ours
  retry: 'Retry', // ours
  createConfirm: 'Yes, choose floorplan',
  timeSchedule: 'Time Schedule',
  calendarFailed: 'Your calendar could not be loaded.', // ours
} as const;
