import { AppError } from '../../errors.js';
import {
  resetPassword,
  setPassword,
  verifyEmail,
  verifyEmailFromGoogle,
  verifyEmailFromTikTok,
} from './account-link.js';
import {
  adminMerchantReviewFailed,
  adminPaymentHeld,
  clientHoldResolved,
  clientWorkCompleted,
  merchantHoldResolved,
  merchantPaymentHeld,
  merchantPaymentReleased,
  merchantPayoutRecorded,
} from './approvals.js';
import { documentShare } from './document-share.js';
import { emailSenderFunction } from './email-sender-function.js';
import { generalNotice } from './general-notice.js';
import {
  adminServiceAnswered,
  adminSupportRequest,
  clientInvitation,
  clientPaymentDecision,
  clientProjectCreated,
  clientScheduleSet,
  merchantScheduleSet,
  merchantServiceAssigned,
  merchantWelcome,
  pmProjectAssigned,
  supportReply,
} from './operations.js';
import {
  adminVariationOrderReceipt,
  clientVariationOrderPaymentDecision,
  clientVariationOrderUpdate,
  merchantVariationOrderDecision,
  merchantVariationOrderRequest,
} from './variation-orders.js';
import type { RenderedEmail } from './layout.js';
import type { EmailTemplate, RenderContext } from './template.js';

/** Every e-mail the app can send, by the spec's `template_name`. Add a template here to make it sendable. */
export const emailTemplates = {
  'emailSender_function.html': emailSenderFunction,
  general_notice: generalNotice,
  verify_email: verifyEmail,
  verify_email_g: verifyEmailFromGoogle,
  verify_email_tt: verifyEmailFromTikTok,
  reset_password: resetPassword,
  set_password: setPassword,
  document_share: documentShare,
  // Issue 12: project operations, one per reader.
  client_payment_decision: clientPaymentDecision,
  merchant_welcome: merchantWelcome,
  merchant_service_assigned: merchantServiceAssigned,
  admin_service_answered: adminServiceAnswered,
  client_schedule_set: clientScheduleSet,
  merchant_schedule_set: merchantScheduleSet,
  admin_support_request: adminSupportRequest,
  client_project_created: clientProjectCreated,
  client_invitation: clientInvitation,
  pm_project_assigned: pmProjectAssigned,
  // Issue 13: variation orders, one per reader.
  merchant_variation_order_request: merchantVariationOrderRequest,
  client_variation_order_update: clientVariationOrderUpdate,
  merchant_variation_order_decision: merchantVariationOrderDecision,
  admin_variation_order_receipt: adminVariationOrderReceipt,
  client_variation_order_payment_decision: clientVariationOrderPaymentDecision,
  // Issue 18: the admin's answer to a support request, to whoever asked.
  support_reply: supportReply,
  // Issue 14: completion, approval, hold, release and payout, one per reader.
  client_work_completed: clientWorkCompleted,
  merchant_payment_released: merchantPaymentReleased,
  merchant_payment_held: merchantPaymentHeld,
  admin_payment_held: adminPaymentHeld,
  client_hold_resolved: clientHoldResolved,
  merchant_hold_resolved: merchantHoldResolved,
  merchant_payout_recorded: merchantPayoutRecorded,
  admin_merchant_review_failed: adminMerchantReviewFailed,
} as const satisfies Record<string, EmailTemplate>;

export type EmailTemplateName = keyof typeof emailTemplates;

export const isEmailTemplateName = (name: string): name is EmailTemplateName =>
  Object.hasOwn(emailTemplates, name);

/** Renders HTML and plain text; an unknown name is refused so nothing silently sends a blank e-mail. */
export function renderEmail(
  templateName: string,
  data: Record<string, unknown>,
  ctx: RenderContext,
): RenderedEmail {
  if (!isEmailTemplateName(templateName)) {
    const message = `Unknown e-mail template "${templateName}".`;
    throw new AppError('BAD_REQUEST', message, [{ field: 'template_name', message }]);
  }
  return emailTemplates[templateName].render(data, ctx);
}
