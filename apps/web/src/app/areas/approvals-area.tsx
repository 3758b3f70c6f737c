// Issue 14: the client's approval tabs (pending-approval, approved), one lazy chunk.
import { ClientApprovalsPage } from '../../features/approvals/client-approvals-page';
import { RequireRole } from '../guards/require-role';
import '../../lib/zod-messages';

export function PendingApprovalRoute() {
  return (
    <RequireRole role="client">
      <ClientApprovalsPage tab="pending" />
    </RequireRole>
  );
}

export function ApprovedRoute() {
  return (
    <RequireRole role="client">
      <ClientApprovalsPage tab="approved" />
    </RequireRole>
  );
}
