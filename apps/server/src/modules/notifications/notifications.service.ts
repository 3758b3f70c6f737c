import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';

/**
 * Spec "Notification" (created_at, receiver_id, client_id, merchant_id, is_read, to_admin, action,
 * content). Written inside the caller's transaction, so a notice exists exactly when its change does.
 */
export async function notifyAdmins(
  tx: DbOrTx,
  notice: { action: string; content: string; clientId?: string },
) {
  await tx.insert(notifications).values({
    toAdmin: true,
    action: notice.action,
    content: notice.content,
    clientId: notice.clientId ?? null,
  });
}

export async function notifyUser(
  tx: DbOrTx,
  receiverId: string,
  notice: { action: string; content: string },
) {
  await tx.insert(notifications).values({
    receiverId,
    clientId: receiverId,
    action: notice.action,
    content: notice.content,
  });
}
