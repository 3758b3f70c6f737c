import { company, formatSgd, projectDisplayName, quotationEditMessages } from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { enqueueEmail } from '../../platform/outbox/index.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { getProjectQuotation } from './project-quotation.service.js';
import { quotationPdfFilename, renderQuotationPdf } from './quotation-pdf.js';

/** The client's quotation as a PDF, with the file name to give it. Owner-checked by getProjectQuotation. */
export async function buildQuotationPdf(db: Db, clientId: string, projectId: string) {
  const [quotation, client] = await Promise.all([
    getProjectQuotation(db, clientId, projectId),
    getClientProfile(db, clientId),
  ]);
  return {
    pdf: await renderQuotationPdf({ quotation, client }),
    filename: quotationPdfFilename(projectId),
    quotation,
    client,
  };
}

/**
 * Share To Email: the quotation PDF to the client's own address, through the outbox (spec §7 "Mailer:
 * email, filename, path, template_name, subject, data"). The address is the session's, never the request's,
 * so the button cannot mail someone else's inbox.
 */
export async function shareQuotationByEmail(ctx: AppContext, clientId: string, projectId: string) {
  const db = ctx.database.db;
  const { pdf, filename, quotation, client } = await buildQuotationPdf(db, clientId, projectId);
  const name = projectDisplayName(quotation.project.name);
  await enqueueEmail(
    db,
    {
      email: client.email,
      template_name: 'general_notice',
      subject: `Your ${company.shortName} quotation: ${name}`,
      data: {
        title: 'Your quotation',
        paragraphs: [
          `Dear ${client.first_name},`,
          `Attached is the quotation for ${name}${quotation.totals ? `, total ${formatSgd(quotation.totals.total_price)}` : ''}.`,
          `${company.name}`,
        ],
      },
    },
    {
      publicUrl: ctx.config.publicUrl,
      attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
    },
  );
  return quotationEditMessages.shared;
}
