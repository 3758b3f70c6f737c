import {
  formatSgd,
  projectDisplayName,
  quotationValidUntil,
  documentMessages,
  type ShareDocumentByEmail,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/errors.js';
import { getClientProfile } from '../accounts/profile.service.js';
import {
  clientRecipient,
  platformIssuer,
  renderQuotationPdf,
  shareDocumentByEmail,
} from '../documents/documents.service.js';
import { getProjectQuotation } from './project-quotation.service.js';

/**
 * The client's quotation as the document they can sign: issued by the platform company (decision 004),
 * numbered, dated by its last change and valid for the configured days. Owner-checked by
 * getProjectQuotation; a project that has no priced quotation yet has no document.
 */
export async function buildQuotationPdf(ctx: AppContext, clientId: string, projectId: string) {
  const db = ctx.database.db;
  const [quotation, client] = await Promise.all([
    getProjectQuotation(db, clientId, projectId),
    getClientProfile(db, clientId),
  ]);
  const { totals, quotation_no: number, quotation_generated_date: issued } = quotation;
  if (!totals || !number || !issued) throw new AppError('NOT_FOUND', documentMessages.noQuotation);
  const recipient = clientRecipient(client, {
    address: quotation.project.renovation_address,
    postalCode: quotation.project.renovation_postal_code,
  });
  const issueDate = new Date(issued);
  const pdf = await renderQuotationPdf({
    issuer: platformIssuer(ctx.config.company),
    number,
    issueDate,
    validUntil: quotationValidUntil(issueDate, ctx.config.company.quotationValidityDays),
    client: recipient,
    projectName: projectDisplayName(quotation.project.name),
    items: quotation.items,
    totals,
  });
  return { pdf, filename: `${number}.pdf`, number, quotation, recipient, total: totals.total_price };
}

/**
 * Share To Email: the quotation PDF, attached, to the address the client typed, with their message.
 * The sender named in the e-mail is always the session's client, never anything the request says.
 */
export async function shareQuotationByEmail(
  ctx: AppContext,
  clientId: string,
  projectId: string,
  request: ShareDocumentByEmail,
): Promise<string> {
  const { pdf, filename, number, quotation, recipient, total } = await buildQuotationPdf(
    ctx,
    clientId,
    projectId,
  );
  await shareDocumentByEmail(ctx, { clientId, name: recipient.name, email: recipient.email }, request, {
    type: 'quotation',
    number,
    title: `Quotation ${number}`,
    projectName: projectDisplayName(quotation.project.name),
    total: formatSgd(total),
    filename,
    pdf,
  });
  return documentMessages.shareSent(request.email);
}
