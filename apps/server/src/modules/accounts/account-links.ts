import type { DbOrTx } from '../../db/client.js';
import { enqueueEmail } from '../../platform/outbox/index.js';

export interface LinkRecipient {
  email: string;
  firstName: string;
}

/** The e-mails that carry a single-use link to one of the web's pages. */
const linkEmails = {
  verify_email: { page: '/verify-email', subject: 'Verify your email' },
  reset_password: { page: '/reset-password', subject: 'Reset your password' },
  set_password: { page: '/set-password', subject: 'Set your password' },
} as const;

/**
 * Spec §9: "Leads sources g (Google) and tt (TikTok) pick different email templates": the registration
 * e-mail of a client who came from one of them; any other source gets the plain one.
 */
const verifyTemplateByLead: Record<string, string> = { g: 'verify_email_g', tt: 'verify_email_tt' };
export const verifyEmailTemplateFor = (lead: string | undefined) =>
  (lead && Object.hasOwn(verifyTemplateByLead, lead) ? verifyTemplateByLead[lead] : undefined) ??
  'verify_email';

export async function sendLinkEmail(
  tx: DbOrTx,
  kind: keyof typeof linkEmails,
  to: LinkRecipient,
  token: string,
  publicUrl: string,
  templateName: string = kind,
) {
  const { page, subject } = linkEmails[kind];
  const link = `${publicUrl.replace(/\/$/, '')}${page}?token=${encodeURIComponent(token)}`;
  await enqueueEmail(
    tx,
    { email: to.email, template_name: templateName, subject, data: { first_name: to.firstName, link } },
    { publicUrl },
  );
}
