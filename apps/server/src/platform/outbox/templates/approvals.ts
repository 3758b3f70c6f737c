import { z } from 'zod';
import type { DetailRow } from './components.js';
import { renderNotice } from './operations.js';
import { defineTemplate } from './template.js';

/**
 * Issue 14: the e-mails of completion, approval, hold, release and payout, each written to its reader
 * (the client who decides, the merchant who is paid, the admins who resolve).
 */
const text = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`);

const item = {
  first_name: text('first_name'),
  project_name: text('project_name'),
  services: text('services'),
  amount: text('amount'),
  link: text('link'),
};

/** To the client: the merchant finished; approve or hold before the automatic release. */
export const clientWorkCompleted = defineTemplate(
  z.object({ ...item, company_name: text('company_name'), auto_release_date: text('auto_release_date') }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'Your merchant has completed the work',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [
          `${d.company_name} has marked the ${d.services} works of ${d.project_name} as completed, with photos of the finished work.`,
          `Please check the work and approve the payment, or hold it if something is not right. If you do neither, the payment is released to the merchant automatically on ${d.auto_release_date}.`,
        ],
        rows: [
          ['Services', d.services],
          ['Amount held in escrow', d.amount],
          ['Automatic release', d.auto_release_date],
        ],
        button: { text: 'Review the work', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the merchant: the client approved (or the 7 days passed) and the payment is released. */
export const merchantPaymentReleased = defineTemplate(
  z.object({ ...item, fee: text('fee'), net: text('net'), how: z.enum(['client', 'auto']) }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'Payment released to you',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [
          d.how === 'client'
            ? `The client approved your ${d.services} works of ${d.project_name}. The payment is released to you.`
            : `Seven days have passed since you completed the ${d.services} works of ${d.project_name}, so the payment is released to you automatically.`,
          'We will transfer it to your bank account and show the transfer in your completed transactions.',
        ],
        rows: [
          ['Released', d.amount],
          ['Service fee', d.fee],
          ['Payable to you', d.net],
        ],
        button: { text: 'View my transactions', href: d.link },
      },
      ctx.publicUrl,
    ),
);

const hold = { issue_type: text('issue_type'), client_remarks: text('client_remarks') };

/** To the merchant: the client held the payment; what they said. */
export const merchantPaymentHeld = defineTemplate(z.object({ ...item, ...hold }), (d, ctx) =>
  renderNotice(
    {
      title: 'The client has held a payment',
      greeting: `Hi ${d.first_name},`,
      paragraphs: [
        `The client of ${d.project_name} has held the payment for your ${d.services} works. Our admin will contact you to agree on what happens next.`,
      ],
      rows: [
        ['Issue', d.issue_type],
        ["Client's description", d.client_remarks],
        ['Amount held', d.amount],
      ],
      button: { text: 'View the project', href: d.link },
    },
    ctx.publicUrl,
  ),
);

/** To the admins: a hold waits for them. */
export const adminPaymentHeld = defineTemplate(
  z.object({
    project_name: text('project_name'),
    services: text('services'),
    amount: text('amount'),
    company_name: text('company_name'),
    link: text('link'),
    ...hold,
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'A payment is on hold',
        greeting: 'Hello,',
        paragraphs: [
          `The client of ${d.project_name} has held the payment for the ${d.services} works of ${d.company_name}. Please look into it and resolve the hold: back to the merchant to fix, or a refund to the client.`,
        ],
        rows: [
          ['Issue', d.issue_type],
          ["Client's description", d.client_remarks],
          ['Amount', d.amount],
        ],
        button: { text: 'Resolve the hold', href: d.link },
      },
      ctx.publicUrl,
    ),
);

const resolution = { outcome: z.enum(['rework', 'refund']), note: text('note') };

/** To the client: how the admin resolved their hold. */
export const clientHoldResolved = defineTemplate(z.object({ ...item, ...resolution }), (d, ctx) =>
  renderNotice(
    {
      title: 'Your payment hold is resolved',
      greeting: `Hi ${d.first_name},`,
      paragraphs: [
        d.outcome === 'rework'
          ? `The merchant will fix the ${d.services} works of ${d.project_name}. When they complete it again you will be asked to approve it.`
          : `We will refund ${d.amount} for the ${d.services} works of ${d.project_name} to you.`,
      ],
      rows: [['Note from our admin', d.note] as DetailRow],
      button: { text: 'View my approvals', href: d.link },
    },
    ctx.publicUrl,
  ),
);

/** To the merchant: how the admin resolved the hold on their work. */
export const merchantHoldResolved = defineTemplate(z.object({ ...item, ...resolution }), (d, ctx) =>
  renderNotice(
    {
      title: 'A payment hold is resolved',
      greeting: `Hi ${d.first_name},`,
      paragraphs: [
        d.outcome === 'rework'
          ? `Please fix the ${d.services} works of ${d.project_name} and mark them completed again, with photos. The client will then be asked to approve.`
          : `The ${d.amount} for the ${d.services} works of ${d.project_name} is refunded to the client, so it will not be paid to you.`,
      ],
      rows: [['Note from our admin', d.note] as DetailRow],
      button: { text: 'View the project', href: d.link },
    },
    ctx.publicUrl,
  ),
);

/** To the merchant: the admin transferred their money. */
export const merchantPayoutRecorded = defineTemplate(
  z.object({
    first_name: text('first_name'),
    amount: text('amount'),
    bank_reference: text('bank_reference'),
    transfer_date: text('transfer_date'),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'We have paid you',
        greeting: `Hi ${d.first_name},`,
        paragraphs: [`We have transferred ${d.amount} to your bank account for your released work.`],
        rows: [
          ['Amount', d.amount],
          ['Bank reference', d.bank_reference],
          ['Transfer date', d.transfer_date],
        ],
        button: { text: 'View my completed transactions', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the admins: spec §4 "If a merchant review fails, a notice is sent to admin". */
export const adminMerchantReviewFailed = defineTemplate(
  z.object({
    project_name: text('project_name'),
    company_name: text('company_name'),
    reason: text('reason'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'A merchant review could not be saved',
        greeting: 'Hello,',
        paragraphs: [
          `The client of ${d.project_name} tried to review ${d.company_name} after handover, but the review could not be saved. Please contact the client.`,
        ],
        rows: [['Reason', d.reason] as DetailRow],
      },
      ctx.publicUrl,
    ),
);
