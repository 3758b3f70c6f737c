import { type VariationOrderView } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { useToast } from '../../components/toast';
import { ContractSummaryCard, OrderLinesTable, voTexts as t } from '../../components/variation-orders';
import { userMessageOf } from '../../lib/errors';
import { completedPaymentsPath, progressivePaymentPath, rootOf, variationOrderPath } from './payment-paths';
import { paymentTexts } from './payments-texts';
import { VariationOrderForm } from './variation-order-form';
import { VariationOrderPayDialog } from './variation-order-pay-dialog';
import {
  useAcceptVariationOrder,
  useDeleteVariationOrder,
  useProjectVariationOrders,
  useRefuseVariationOrder,
  variationOrderInvoiceUrl,
} from './variation-orders-api';

const texts = {
  edit: 'Edit',
  delete: 'Delete',
  accept: 'Accept',
  reject: 'Reject',
  decline: 'Decline',
  payNow: 'Pay Now',
  downloadInvoice: 'Download Invoice', // ours
  noServices: 'Variation orders open once a merchant has accepted a service of this project.', // ours
  confirm: {
    delete: ['Delete this request?', 'The request is removed and the merchant no longer sees it.'],
    accept: ['Accept this order?', 'It is added to your contract and invoiced; you pay it by PayNow next.'],
    reject: ['Reject this order?', 'The order is closed as Rejected and nothing is added to your contract.'],
    decline: [
      'Decline this order?',
      'The order is closed as Declined and nothing is added to your contract.',
    ],
  },
} as const;

type Confirming = { kind: 'delete' | 'accept' | 'reject' | 'decline'; order: VariationOrderView };

/** Statuses the Variation Order tab lists: the spec's Pending and Declined, and accepted orders to pay. */
const LISTED = ['Pending', 'Declined', 'Payment'];

/** Spec §2 "Variation Order page with New Request; list shows Pending or Declined orders". */
export function VariationOrderPage({ openNew = false }: { openNew?: boolean }) {
  const { id = '' } = useParams();
  const root = rootOf(useLocation().pathname);
  const toast = useToast();
  const query = useProjectVariationOrders(id);
  const [editing, setEditing] = useState<VariationOrderView | null | 'new'>(openNew ? 'new' : null);
  const [paying, setPaying] = useState<VariationOrderView | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const remove = useDeleteVariationOrder(id);
  const accept = useAcceptVariationOrder(id);
  const refuse = useRefuseVariationOrder(id);
  const isWorking = remove.isPending || accept.isPending || refuse.isPending;
  const data = query.data;
  const listed = data?.items.filter((o) => LISTED.includes(o.status)) ?? [];

  const confirm = () => {
    if (!confirming || isWorking) return;
    const { kind, order } = confirming;
    const done = (message: string) => () => {
      setConfirming(null);
      toast.success(message);
    };
    const failed = (e: unknown) => {
      setConfirming(null);
      toast.fromError(e);
    };
    if (kind === 'delete') remove.mutate(order._id, { onSuccess: done(t.orderDeleted), onError: failed });
    else if (kind === 'accept')
      accept.mutate(
        { id: order._id, amountCents: order.amount_cents },
        {
          onSuccess: (r) => {
            setConfirming(null);
            setPaying(r.order);
          },
          onError: failed,
        },
      );
    else refuse.mutate({ id: order._id, how: kind }, { onSuccess: done(t.orderUpdated), onError: failed });
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      {data && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{data.project_name}</Typography>}
      <Tabs value="variation" sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab
          value="progressive"
          label={paymentTexts.tabs.progressive}
          component={RouterLink}
          to={progressivePaymentPath(id, root)}
        />
        <Tab
          value="variation"
          label={paymentTexts.tabs.variation}
          component={RouterLink}
          to={variationOrderPath(id, root)}
        />
        <Tab
          value="completed"
          label={paymentTexts.tabs.completed}
          component={RouterLink}
          to={completedPaymentsPath(id, root)}
        />
      </Tabs>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {paymentTexts.retry}
            </Button>
          }
        >
          {userMessageOf(query.error)}
        </Alert>
      ) : !data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <Stack spacing={2}>
          <ContractSummaryCard summary={data.summary} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              onClick={() => setEditing('new')}
              disabled={data.services.length === 0}
            >
              {t.newRequest}
            </Button>
          </Stack>
          {data.services.length === 0 && <Alert severity="info">{texts.noServices}</Alert>}
          {listed.length === 0 ? (
            <EmptyState title={t.noVariationOrders} />
          ) : (
            listed.map((order) => (
              <OrderCard
                key={order._id}
                order={order}
                onEdit={() => setEditing(order)}
                onPay={() => setPaying(order)}
                onConfirm={(kind) => setConfirming({ kind, order })}
              />
            ))
          )}
        </Stack>
      )}
      {editing && data && (
        <VariationOrderForm
          projectId={id}
          services={data.services}
          order={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {paying && <VariationOrderPayDialog projectId={id} order={paying} onClose={() => setPaying(null)} />}
      {confirming && (
        <ConfirmDialog
          open
          title={texts.confirm[confirming.kind][0]}
          message={texts.confirm[confirming.kind][1]}
          confirmLabel={texts[confirming.kind]}
          isWorking={isWorking}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Box>
  );
}

function OrderCard({
  order,
  onEdit,
  onPay,
  onConfirm,
}: {
  order: VariationOrderView;
  onEdit: () => void;
  onPay: () => void;
  onConfirm: (kind: Confirming['kind']) => void;
}) {
  const pending = order.status === 'Pending';
  const ownRequest = pending && order.origin === 'client';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="variation-order">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {order.services}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.requestedBy[order.origin]} · {order.merchant_name}
            {order.invoice_number ? ` · ${order.invoice_number}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            label={order.status}
            size="small"
            color={order.status === 'Declined' ? 'default' : 'primary'}
          />
          {order.is_priced && (
            <Typography sx={{ fontWeight: 700 }}>
              <Money cents={order.amount_cents} />
            </Typography>
          )}
        </Stack>
      </Stack>
      <OrderLinesTable order={order} />
      {pending && !order.is_priced && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t.awaitingPrice}
        </Typography>
      )}
      {order.decline_reason && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t.declineReason}: {order.decline_reason}
        </Typography>
      )}
      {order.receipt?.status === 'Declined' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {order.receipt.admin_notes}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        {pending && order.is_priced && (
          <>
            <Button variant="contained" onClick={() => onConfirm('accept')}>
              {texts.accept}
            </Button>
            <Button onClick={() => onConfirm('reject')}>{texts.reject}</Button>
            <Button onClick={() => onConfirm('decline')}>{texts.decline}</Button>
          </>
        )}
        {ownRequest && (
          <>
            <Button onClick={onEdit}>{texts.edit}</Button>
            <Button color="error" onClick={() => onConfirm('delete')}>
              {texts.delete}
            </Button>
          </>
        )}
        {order.status === 'Payment' && (
          <>
            <Button variant="contained" onClick={onPay}>
              {texts.payNow}
            </Button>
            <Button component="a" href={variationOrderInvoiceUrl(order._id)} download>
              {texts.downloadInvoice}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
