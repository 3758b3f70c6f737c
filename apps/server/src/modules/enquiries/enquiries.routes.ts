import {
  AskAProRequest,
  EBOOK_FILE_NAME,
  EBOOK_PDF_ROUTE,
  ConsultNowRequest,
  EbookRequest,
  enquiryMessages as m,
  EnquiryReceipt,
  QuotationDoctorRequest,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireUser } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { ebookPdf } from './ebook-pdf.js';
import { askAPro, requestConsultation, requestEbook, requestQuotationReview } from './enquiries.service.js';

/** Per client IP: enough for a family filling in a few forms, too few for a spam script. */
export const ENQUIRIES_PER_MINUTE = 5;

const config = { rateLimit: { max: ENQUIRIES_PER_MINUTE, timeWindow: '1 minute' } };

/** The quotation was uploaded by a signed-in person, so only they may send it for review. */
const signedInOnly = async (request: FastifyRequest) => {
  requireUser(request);
};

/** The public lead forms. Visitors may send all but Quotation Doctor, whose upload needs an account. */
export async function enquiriesRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const response = envelope(EnquiryReceipt);
  const tags = ['enquiries'];

  app.post(
    '/enquiries/quotation-doctor',
    { config, onRequest: signedInOnly, schema: { tags, body: QuotationDoctorRequest, response } },
    async (request) =>
      ok(
        await requestQuotationReview(db, ctx.config, requireUser(request), request.body),
        m.quotationDoctorSent,
      ),
  );

  app.post(
    '/enquiries/consult-now',
    { config, schema: { tags, body: ConsultNowRequest, response } },
    async (request) => ok(await requestConsultation(db, ctx.config, request.viewer, request.body), m.sent),
  );

  app.post(
    '/enquiries/ask-a-pro',
    { config, schema: { tags, body: AskAProRequest, response } },
    async (request) => ok(await askAPro(db, ctx.config, request.viewer, request.body), m.sent),
  );

  app.post('/enquiries/ebook', { config, schema: { tags, body: EbookRequest, response } }, async (request) =>
    ok(await requestEbook(db, ctx.config, request.viewer, request.body), m.ebookSent),
  );

  // The free e-book itself: public, like the guide it is, so the link in the e-mail opens anywhere.
  app.get(EBOOK_PDF_ROUTE, { schema: { tags } }, async (_request, reply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${EBOOK_FILE_NAME}"`)
      .header('cache-control', 'public, max-age=86400')
      .send(await ebookPdf()),
  );
}
