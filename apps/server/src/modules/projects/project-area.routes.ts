import {
  ProjectInformation,
  ProjectQuotationView,
  RenovationLocation,
  ShareDocumentByEmail,
  SharedDocument,
  UpdateQuotationItem,
  projectInformationMessages,
  quotationEditMessages,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { getProjectInformation, saveRenovationLocation } from './project-information.service.js';
import { ClientCopies, answerFromCopy } from './client-copies.js';
import {
  readProjectQuotation,
  removeQuotationItem,
  updateQuotationItemQuantity,
} from './project-quotation.service.js';
import { buildQuotationPdf, shareQuotationByEmail } from './quotation-share.service.js';

const ProjectParams = z.object({ id: z.string().min(1).max(64) });
const ItemParams = ProjectParams.extend({ itemId: z.string().min(1).max(64) });

/**
 * The client project area (client spec "Project information", "Quotation and Checkout"). The client is
 * always the session's; every project is looked up as the client's own.
 */
export async function projectAreaRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['project-area'];
  const quotationCopies = new ClientCopies();

  app.get(
    '/projects/:id/information',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectInformation) } },
    async (request) => {
      const user = requireRole(request, 'client');
      return ok(await getProjectInformation(db, user._id, request.params.id));
    },
  );

  app.put(
    '/projects/:id/renovation-location',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: RenovationLocation,
        response: envelope(ProjectInformation),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      const saved = await saveRenovationLocation(db, user._id, request.params.id, request.body);
      return ok(saved, projectInformationMessages.updated);
    },
  );

  app.get(
    '/projects/:id/quotation/details',
    { schema: { tags, params: ProjectParams, response: envelope(ProjectQuotationView) } },
    // Answered from the server's copy while the client's version holds (decision 031).
    async (request, reply) => {
      const user = requireRole(request, 'client');
      const { id } = request.params;
      return answerFromCopy(reply, quotationCopies, ClientCopies.key(user._id, 'quotation', id), (known) =>
        readProjectQuotation(db, user._id, id, known),
      );
    },
  );

  app.patch(
    '/projects/:id/quotation/items/:itemId',
    {
      schema: {
        tags,
        params: ItemParams,
        body: UpdateQuotationItem,
        response: envelope(ProjectQuotationView),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      const { id, itemId } = request.params;
      const view = await updateQuotationItemQuantity(
        db,
        user._id,
        id,
        itemId,
        request.body.quantity_hundredths,
      );
      return ok(view, quotationEditMessages.itemUpdated);
    },
  );

  app.delete(
    '/projects/:id/quotation/items/:itemId',
    { schema: { tags, params: ItemParams, response: envelope(ProjectQuotationView) } },
    async (request) => {
      const user = requireRole(request, 'client');
      const view = await removeQuotationItem(db, user._id, request.params.id, request.params.itemId);
      return ok(view, quotationEditMessages.itemRemoved);
    },
  );

  app.get(
    '/projects/:id/quotation/pdf',
    { schema: { tags, params: ProjectParams } },
    async (request, reply) => {
      const user = requireRole(request, 'client');
      const { pdf, filename } = await buildQuotationPdf(ctx, user._id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/projects/:id/quotation/email',
    {
      schema: {
        tags,
        params: ProjectParams,
        body: ShareDocumentByEmail,
        response: envelope(SharedDocument),
      },
    },
    async (request) => {
      const user = requireRole(request, 'client');
      const message = await shareQuotationByEmail(ctx, user._id, request.params.id, request.body);
      return ok({ email: request.body.email }, message);
    },
  );
}
