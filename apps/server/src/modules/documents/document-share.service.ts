import {
  type DocumentType,
  SHARE_LIMIT_PER_HOUR,
  type ShareDocumentByEmail,
  documentMessages as m,
} from '@reno/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { documentShares } from '../../db/schema/documents.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/index.js';

const HOUR_MS = 60 * 60 * 1000;

export interface SharedDocumentFile {
  type: DocumentType;
  /** Q-2026-000123. */
  number: string;
  /** "Quotation Q-2026-000123", as the e-mail names it. */
  title: string;
  projectName: string;
  /** The document's total, formatted. */
  total: string;
  filename: string;
  pdf: Buffer;
}

/**
 * Share To Email (issue 17 item 4): the document, attached, to an address the client typed, with their
 * message, through the outbox. Each client may share at most SHARE_LIMIT_PER_HOUR times in any hour:
 * the client's shares are serialised by a transaction-scoped advisory lock, counted, and recorded with
 * the e-mail in one transaction, so two tabs at once cannot both slip under the limit, and a failed
 * send does not use it up.
 */
export async function shareDocumentByEmail(
  ctx: AppContext,
  sender: { clientId: string; name: string; email: string },
  request: ShareDocumentByEmail,
  document: SharedDocumentFile,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`document_share:${sender.clientId}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(documentShares)
      .where(
        and(
          eq(documentShares.clientId, sender.clientId),
          gt(documentShares.createdAt, new Date(Date.now() - HOUR_MS)),
        ),
      );
    if (Number(recent?.n ?? 0) >= SHARE_LIMIT_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', m.shareLimitReached);
    }
    const messageId = await enqueueEmail(
      tx,
      {
        email: request.email,
        template_name: 'document_share',
        subject: `${sender.name} shared ${document.title} with you`,
        data: {
          sender_name: sender.name,
          sender_email: sender.email,
          document_title: document.title,
          project_name: document.projectName,
          total: document.total,
          message: request.message,
        },
      },
      {
        publicUrl: ctx.config.publicUrl,
        attachments: [{ filename: document.filename, contentType: 'application/pdf', content: document.pdf }],
      },
    );
    await tx.insert(documentShares).values({
      clientId: sender.clientId,
      documentType: document.type,
      documentNumber: document.number,
      recipientEmail: request.email,
      outboxMessageId: messageId,
    });
  });
}
