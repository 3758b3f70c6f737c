import { z } from 'zod';
import type { DetailRow } from './components.js';
import { renderNotice } from './operations.js';
import { defineTemplate } from './template.js';

/**
 * Issue 13: the e-mails of variation orders, each written to its reader. A client hears that an order
 * was priced, proposed or declined and how its payment was decided; a merchant hears of a request and
 * of the client's answer; the admins hear of a receipt to review.
 */
const text = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`);

const orderRows = (d: {
  services: string;
  amount?: string | undefined;
  invoice_number?: string | undefined;
}): DetailRow[] => {
  const rows: DetailRow[] = [['Service', d.services]];
  if (d.amount) rows.push(['Amount', d.amount]);
  if (d.invoice_number) rows.push(['Invoice', d.invoice_number]);
  return rows;
};

/** To the merchant of the service: the client asked for a variation order (or changed it). */
export const merchantVariationOrderRequest = defineTemplate(
  z.object({
    company_name: text('company_name'),
    client_name: text('client_name'),
    project_name: text('project_name'),
    services: text('services'),
    lines: z.number().int().positive(),
    is_edit: z.boolean(),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: d.is_edit ? 'A variation order request was changed' : 'A new variation order request',
        greeting: `Hi ${d.company_name},`,
        paragraphs: [
          `${d.client_name} ${d.is_edit ? 'changed their' : 'asked for a'} variation order on ${d.project_name} (${d.lines} ${d.lines === 1 ? 'line' : 'lines'}).`,
          'Please price each line, or decline the request with a reason, so the client can decide before the work is done.',
        ],
        rows: orderRows(d),
        button: { text: 'Open the client request', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the client: the merchant priced their request, proposed an add-on, or declined the request. */
export const clientVariationOrderUpdate = defineTemplate(
  z.object({
    first_name: text('first_name'),
    company_name: text('company_name'),
    project_name: text('project_name'),
    services: text('services'),
    kind: z.enum(['priced', 'addon', 'declined']),
    amount: z.string().optional(),
    reason: z.string().optional(),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title:
          d.kind === 'declined'
            ? 'Your variation order request was declined'
            : d.kind === 'addon'
              ? 'Your contractor proposes an add-on'
              : 'Your variation order is priced',
        greeting: `Hi ${d.first_name},`,
        paragraphs:
          d.kind === 'declined'
            ? [`${d.company_name} declined your variation order request on ${d.project_name}.`]
            : [
                d.kind === 'addon'
                  ? `${d.company_name} proposes additional work on ${d.project_name}.`
                  : `${d.company_name} priced your variation order request on ${d.project_name}.`,
                'Please review the lines and accept, reject or decline the order. Nothing is added to your contract until you accept it.',
              ],
        rows: [...orderRows(d), ...(d.reason ? ([['Reason', d.reason]] as DetailRow[]) : [])],
        button: { text: 'View my variation orders', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the merchant: the client accepted, rejected or declined its priced order. */
export const merchantVariationOrderDecision = defineTemplate(
  z.object({
    company_name: text('company_name'),
    client_name: text('client_name'),
    project_name: text('project_name'),
    services: text('services'),
    amount: text('amount'),
    decision: z.enum(['Accepted', 'Rejected', 'Declined']),
    invoice_number: z.string().optional(),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: `Variation order ${d.decision.toLowerCase()}`,
        greeting: `Hi ${d.company_name},`,
        paragraphs: [
          `${d.client_name} ${d.decision.toLowerCase()} the variation order of ${d.amount} on ${d.project_name}.`,
          d.decision === 'Accepted'
            ? 'The client pays it to EZreno; we will tell you when the payment is approved. Please do not start the extra work before then.'
            : 'Nothing changes on the contract.',
        ],
        rows: orderRows(d),
        button: { text: 'Open the project', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the admins: a client paid a variation order and its receipt waits in the payment review. */
export const adminVariationOrderReceipt = defineTemplate(
  z.object({
    client_name: text('client_name'),
    client_email: text('client_email'),
    project_name: text('project_name'),
    services: text('services'),
    invoice_number: text('invoice_number'),
    amount: text('amount'),
    transaction_no: text('transaction_no'),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title: 'Variation order receipt to review',
        greeting: 'Hello admin,',
        paragraphs: [
          `${d.client_name} (${d.client_email}) submitted a PayNow receipt for a variation order on ${d.project_name}. Please check the payment was received and approve or decline it.`,
        ],
        rows: [...orderRows(d), ['Transaction no.', d.transaction_no]],
        button: { text: 'Open the payment review', href: d.link },
      },
      ctx.publicUrl,
    ),
);

/** To the client: the admin approved or declined their variation order payment. */
export const clientVariationOrderPaymentDecision = defineTemplate(
  z.object({
    first_name: text('first_name'),
    project_name: text('project_name'),
    services: text('services'),
    invoice_number: text('invoice_number'),
    amount: text('amount'),
    status: z.enum(['Approved', 'Declined']),
    admin_notes: z.string().optional(),
    link: text('link'),
  }),
  (d, ctx) =>
    renderNotice(
      {
        title:
          d.status === 'Approved'
            ? 'Your variation order payment is approved'
            : 'Your variation order payment was not received',
        greeting: `Hi ${d.first_name},`,
        paragraphs:
          d.status === 'Approved'
            ? [
                `Thank you. We have received your payment of ${d.amount} for ${d.invoice_number} on ${d.project_name}; your contractor can now do the extra work.`,
              ]
            : [
                `Our admin could not find your payment of ${d.amount} for ${d.invoice_number} on ${d.project_name}.`,
                'Please check the transaction and submit the receipt again, or chat with our representative.',
              ],
        rows: [
          ...orderRows(d),
          ...(d.admin_notes ? ([['Note from our admin', d.admin_notes]] as DetailRow[]) : []),
        ],
        button: { text: 'View my variation orders', href: d.link },
      },
      ctx.publicUrl,
    ),
);
