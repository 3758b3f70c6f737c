import { formatSgd, type HoldItemInput } from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { getClientProfile } from '../accounts/profile.service.js';
import { getMerchant } from '../merchants/merchants.service.js';
import { notifyAdmins, notifyMerchant, notifyUser } from '../notifications/notifications.service.js';
import { webLink } from '../operations/links.js';
import { findProjectRecord } from '../projects/project-records.service.js';
import type { ApprovalItemRow } from './approvals.repo.js';

/**
 * Issue 14: who hears of each move, in the app and by e-mail, written inside the move's transaction so
 * a notice exists exactly when its change does.
 */
const sgDate = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  });

async function people(tx: DbOrTx, item: ApprovalItemRow) {
  const project = await findProjectRecord(tx, item.projectId);
  const client = project ? await getClientProfile(tx, project.clientId) : undefined;
  const merchant = await getMerchant(tx, item.merchantId);
  return { project, client, merchant, projectName: project?.name ?? 'your project' };
}

const mail = (
  ctx: AppContext,
  tx: DbOrTx,
  to: string | string[],
  template: string,
  subject: string,
  data: Record<string, unknown>,
) =>
  enqueueEmail(
    tx,
    { ...(Array.isArray(to) ? { emails: to } : { email: to }), template_name: template, subject, data },
    { publicUrl: ctx.config.publicUrl },
  );

const clientLink = (ctx: AppContext, item: ApprovalItemRow, tab: 'pending-approval' | 'approved') =>
  webLink(ctx, `/main-project/${item.projectId}/approval/${tab}`);
const merchantLink = (ctx: AppContext, item: ApprovalItemRow) =>
  webLink(ctx, `/current-project/${item.projectId}/details`);

export async function noticeCompleted(ctx: AppContext, tx: DbOrTx, item: ApprovalItemRow, services: string) {
  const { project, client, merchant, projectName } = await people(tx, item);
  if (!project || !client) return;
  const date = sgDate(item.autoReleaseAt);
  await notifyUser(tx, project.clientId, {
    action: 'work_completed',
    content: `${merchant.company_name} completed the ${services} works of ${projectName}. Please approve or hold the payment before ${date}, when it is released automatically.`,
    projectId: item.projectId,
  });
  await mail(ctx, tx, client.email, 'client_work_completed', `Please review the ${services} works`, {
    first_name: client.first_name,
    project_name: projectName,
    services,
    amount: formatSgd(item.amountCents),
    company_name: merchant.company_name,
    auto_release_date: date,
    link: clientLink(ctx, item, 'pending-approval'),
  });
}

export async function noticeReleased(
  ctx: AppContext,
  tx: DbOrTx,
  item: ApprovalItemRow,
  services: string,
  how: 'client' | 'auto',
) {
  const { merchant, projectName } = await people(tx, item);
  const net = item.releasedCents - item.feeCents;
  await notifyMerchant(tx, item.merchantId, {
    action: 'payment_released',
    content:
      how === 'client'
        ? `The client approved your ${services} works of ${projectName}: ${formatSgd(net)} is payable to you.`
        : `Your ${services} works of ${projectName} were approved automatically 7 days after completion: ${formatSgd(net)} is payable to you.`,
    projectId: item.projectId,
  });
  await mail(ctx, tx, merchant.email, 'merchant_payment_released', `Payment released: ${services}`, {
    first_name: merchant.name || merchant.company_name,
    project_name: projectName,
    services,
    amount: formatSgd(item.releasedCents),
    fee: formatSgd(item.feeCents),
    net: formatSgd(net),
    how,
    link: webLink(ctx, '/transactions/service-fee'),
  });
}

export async function noticeHeld(
  ctx: AppContext,
  tx: DbOrTx,
  item: ApprovalItemRow,
  services: string,
  hold: Pick<HoldItemInput, 'issue_type' | 'client_remarks'>,
) {
  const { project, merchant, projectName } = await people(tx, item);
  const data = {
    project_name: projectName,
    services,
    amount: formatSgd(item.amountCents),
    issue_type: hold.issue_type,
    client_remarks: hold.client_remarks,
  };
  await notifyMerchant(tx, item.merchantId, {
    action: 'payment_held',
    content: `The client held the payment for your ${services} works of ${projectName}: ${hold.issue_type}.`,
    projectId: item.projectId,
    ...(project ? { clientId: project.clientId } : {}),
  });
  await mail(ctx, tx, merchant.email, 'merchant_payment_held', `Payment on hold: ${services}`, {
    ...data,
    first_name: merchant.name || merchant.company_name,
    link: merchantLink(ctx, item),
  });
  await notifyAdmins(tx, {
    action: 'payment_held',
    content: `The client of ${projectName} held the payment for the ${services} works of ${merchant.company_name}: ${hold.issue_type}.`,
    merchantId: item.merchantId,
    projectId: item.projectId,
    ...(project ? { clientId: project.clientId } : {}),
  });
  if (ctx.config.adminNotifyEmails.length > 0)
    await mail(ctx, tx, ctx.config.adminNotifyEmails, 'admin_payment_held', `Payment held: ${projectName}`, {
      ...data,
      company_name: merchant.company_name,
      link: webLink(ctx, '/admin/holds'),
    });
}

export async function noticeResolved(
  ctx: AppContext,
  tx: DbOrTx,
  item: ApprovalItemRow,
  services: string,
  outcome: 'rework' | 'refund',
  note: string,
) {
  const { project, client, merchant, projectName } = await people(tx, item);
  const amount = formatSgd(outcome === 'refund' ? item.refundedCents : item.amountCents);
  const data = { project_name: projectName, services, amount, outcome, note };
  if (project && client) {
    await notifyUser(tx, project.clientId, {
      action: 'hold_resolved',
      content:
        outcome === 'rework'
          ? `Your hold on the ${services} works of ${projectName} is resolved: the merchant will fix it. ${note}`
          : `Your hold on the ${services} works of ${projectName} is resolved: ${amount} will be refunded to you. ${note}`,
      projectId: item.projectId,
    });
    await mail(ctx, tx, client.email, 'client_hold_resolved', 'Your payment hold is resolved', {
      ...data,
      first_name: client.first_name,
      link: clientLink(ctx, item, outcome === 'refund' ? 'approved' : 'pending-approval'),
    });
  }
  await notifyMerchant(tx, item.merchantId, {
    action: 'hold_resolved',
    content:
      outcome === 'rework'
        ? `Please fix the ${services} works of ${projectName} and complete them again. ${note}`
        : `The ${services} works of ${projectName} are refunded to the client. ${note}`,
    projectId: item.projectId,
  });
  await mail(ctx, tx, merchant.email, 'merchant_hold_resolved', `Hold resolved: ${services}`, {
    ...data,
    first_name: merchant.name || merchant.company_name,
    link: merchantLink(ctx, item),
  });
}
