import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ApprovalItemView } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { userMessageOf } from '../../lib/errors';
import { ApprovalItemCard } from './approval-item-card';
import { projectApprovalsQuery } from './approvals-api';
import { approvalsTexts as t } from './approvals-texts';
import { ApproveDialog } from './approve-dialog';
import { HoldDialog } from './hold-dialog';
import { MerchantReviewForm } from './merchant-review-form';

/** Client routes approval/pending-approval and approval/approved (spec §2 "Payment panel"). */
export function ClientApprovalsPage({ tab }: { tab: 'pending' | 'approved' }) {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const base = pathname.replace(/\/approval\/.*$/, '');
  const query = useQuery(projectApprovalsQuery(id, tab));
  const [dialog, setDialog] = useState<{ kind: 'approve' | 'hold'; item: ApprovalItemView } | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Tabs value={tab} aria-label={t.title} variant="scrollable" allowScrollButtonsMobile>
        <Tab
          value="pending"
          label={t.pendingTab}
          component={RouterLink}
          to={`${base}/approval/pending-approval`}
        />
        <Tab value="approved" label={t.approvedTab} component={RouterLink} to={`${base}/approval/approved`} />
      </Tabs>
      {query.isError ? (
        <Alert severity="error">{userMessageOf(query.error)}</Alert>
      ) : query.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        query.data.items.map((item) => (
          <ApprovalItemCard
            key={item._id}
            item={item}
            actions={
              item.status === 'Pending' ? (
                <>
                  <Button variant="contained" onClick={() => setDialog({ kind: 'approve', item })}>
                    {t.approve}
                  </Button>
                  <Button color="error" onClick={() => setDialog({ kind: 'hold', item })}>
                    {t.hold}
                  </Button>
                </>
              ) : item.status === 'Approved' ? (
                <MerchantReviewForm
                  projectId={id}
                  merchantId={item.merchant_id}
                  merchantName={item.merchant_name}
                />
              ) : undefined
            }
          />
        ))
      )}
      {dialog?.kind === 'approve' ? (
        <ApproveDialog item={dialog.item} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'hold' ? <HoldDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
