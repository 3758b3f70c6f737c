import {
  type ProgressivePayableStage,
  formatInvoiceNumber,
  formatSgd,
  paymentDueDate,
  paymentSchedule,
  progressivePaymentName,
  projectDisplayName,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/errors.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { clientRecipient, platformIssuer, renderInvoicePdf } from '../documents/documents.service.js';
import { getProjectQuotation } from '../projects/project-quotation.service.js';
import { findInvoice, listProjectInvoices } from './payments.repo.js';

/**
 * A progressive payment stage's invoice as a document (issue 17): issued by the platform company in the
 * one invoice series, with the GST the quotation's payment schedule gives that stage, so the stages'
 * invoices add up to the quotation's GST to the cent. Owner-checked by getProjectQuotation.
 */
export async function buildProgressiveInvoicePdf(
  ctx: AppContext,
  clientId: string,
  projectId: string,
  stage: number,
) {
  const db = ctx.database.db;
  const quotation = await getProjectQuotation(db, clientId, projectId);
  const invoice = await findInvoice(db, projectId, stage);
  if (!invoice) throw new AppError('NOT_FOUND');
  const client = await getClientProfile(db, clientId);
  const issuer = platformIssuer(ctx.config.company);
  const number = formatInvoiceNumber(invoice.invoiceNo);
  const totalCents = quotation.totals?.total_price ?? 0;
  const scheduled = paymentSchedule(totalCents, issuer.gstRegNo !== null).find((s) => s.stage === stage);
  // An invoice keeps the amount it was issued with; only when it is the schedule's amount does it
  // state the schedule's GST share (otherwise 9/109 of its own amount).
  const gstCents =
    scheduled && scheduled.amountCents === invoice.amountCents
      ? (scheduled.gstCents ?? undefined)
      : undefined;
  const name = progressivePaymentName(stage as ProgressivePayableStage);
  const { uen, merchantName } = ctx.config.paynow;
  const pdf = await renderInvoicePdf({
    issuer,
    number,
    issueDate: invoice.invoiceDate,
    dueDate: paymentDueDate(invoice.invoiceDate),
    billTo: clientRecipient(client, {
      address: quotation.project.renovation_address,
      postalCode: quotation.project.renovation_postal_code,
    }),
    projectName: projectDisplayName(quotation.project.name),
    ...(quotation.quotation_no ? { reference: { label: 'Quotation', value: quotation.quotation_no } } : {}),
    lines: [
      {
        description: `Progressive Payment stage ${stage}: ${name}`,
        ...(quotation.quotation_no
          ? { detail: `Quotation ${quotation.quotation_no}, total ${formatSgd(totalCents)}` }
          : {}),
        amountCents: invoice.amountCents,
      },
    ],
    ...(gstCents === undefined ? {} : { gstCents }),
    paymentInstructions: [
      `Pay by PayNow to ${merchantName} (UEN ${uen}) with ${number} as the reference, then upload the receipt on the Progressive Payment page.`,
    ],
    status: invoice.status,
  });
  return { pdf, filename: `${number}.pdf` };
}

/** Issue 18: the stages whose progressive invoice was issued, for the admin's Generator. */
export async function issuedInvoiceStages(
  db: AppContext['database']['db'],
  projectId: string,
): Promise<number[]> {
  return (await listProjectInvoices(db, projectId)).map((i) => i.stage).sort((a, b) => a - b);
}
