import {
  type MerchantReviewInput,
  type SessionUser,
  MerchantReviewInput as ReviewSchema,
  approvalMessages as m,
} from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { approvalItems, merchantReviews } from '../../db/schema/approvals.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { merchantCompaniesByIds } from '../merchants/merchants.service.js';
import { notifyAdmins } from '../notifications/notifications.service.js';
import { findProjectRecord } from '../projects/project-records.service.js';

/**
 * Spec §3 "Merchant review" after handover: the client rates a merchant whose work on the project was
 * released to it (approved by the client or automatically). A second review of the same merchant on the
 * same project replaces the first. Spec §4 "If a merchant review fails, a notice is sent to admin".
 */
export async function saveMerchantReview(
  ctx: AppContext,
  client: SessionUser,
  projectId: string,
  raw: MerchantReviewInput,
  write: typeof insertReview = insertReview,
): Promise<{ _id: string }> {
  const input = ReviewSchema.parse(raw);
  const db = ctx.database.db;
  const project = await findProjectRecord(db, projectId);
  if (!project || project.clientId !== client._id) throw new AppError('NOT_FOUND');
  const [handedOver] = await db
    .select({ id: approvalItems.id })
    .from(approvalItems)
    .where(
      and(
        eq(approvalItems.projectId, projectId),
        eq(approvalItems.merchantId, input.merchant_id),
        eq(approvalItems.status, 'Approved'),
      ),
    )
    .limit(1);
  if (!handedOver) throw new AppError('NOT_FOUND');
  try {
    return await write(ctx, { projectId, clientId: client._id, ...input });
  } catch (e) {
    const company =
      (await merchantCompaniesByIds(db, [input.merchant_id])).get(input.merchant_id)?.company_name ??
      'a merchant';
    await db.transaction(async (tx) => {
      await notifyAdmins(tx, {
        action: 'merchant_review_failed',
        content: `The client of ${project.name} could not save a review of ${company}. Please contact the client.`,
        clientId: client._id,
        merchantId: input.merchant_id,
        projectId,
      });
      if (ctx.config.adminNotifyEmails.length > 0)
        await enqueueEmail(
          tx,
          {
            emails: ctx.config.adminNotifyEmails,
            template_name: 'admin_merchant_review_failed',
            subject: `A review of ${company} could not be saved`,
            data: {
              project_name: project.name,
              company_name: company,
              reason: e instanceof Error ? e.message : 'unknown',
            },
          },
          { publicUrl: ctx.config.publicUrl },
        );
    });
    throw new AppError('INTERNAL', m.reviewFailed);
  }
}

export async function insertReview(
  ctx: AppContext,
  r: {
    projectId: string;
    clientId: string;
    merchant_id: string;
    rating: number;
    comment: string;
    agenda: string;
  },
): Promise<{ _id: string }> {
  const [row] = await ctx.database.db
    .insert(merchantReviews)
    .values({
      projectId: r.projectId,
      merchantId: r.merchant_id,
      clientId: r.clientId,
      rating: r.rating,
      comment: r.comment,
      agenda: r.agenda,
    })
    .onConflictDoUpdate({
      target: [merchantReviews.projectId, merchantReviews.merchantId],
      set: { rating: r.rating, comment: r.comment, agenda: r.agenda, modifiedOn: new Date() },
    })
    .returning({ id: merchantReviews.id });
  return { _id: row!.id };
}
