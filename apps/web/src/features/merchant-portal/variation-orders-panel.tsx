import { type DeclineService, type VariationOrderView } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast';
import { ContractSummaryCard, OrderLinesTable, voTexts as t } from '../../components/variation-orders';
import { apiUrl } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';
import { AddOnFormDialog } from './addon-form-dialog';
import { DeclineDialog } from './decline-dialog';
import { merchantVariationOrdersQuery, useMerchantVariationOrderMutations } from './merchant-vo-api';
import { PriceOrderDialog } from './price-order-dialog';

/**
 * Merchant routes variationOrders/client-request (price or decline the client's requests) and
 * variationOrders/merchant-addon (propose priced add-ons), with the project's contract summary.
 */
export function VariationOrdersPanel({
  projectId,
  origin,
}: {
  projectId: string;
  origin: 'client' | 'merchant';
}) {
  const toast = useToast();
  const query = useQuery(merchantVariationOrdersQuery(projectId));
  const { decline } = useMerchantVariationOrderMutations(projectId);
  const [pricing, setPricing] = useState<VariationOrderView | null>(null);
  const [declining, setDeclining] = useState<VariationOrderView | null>(null);
  const [proposing, setProposing] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  const data = query.data;
  const orders = data.items.filter((o) => o.origin === origin);
  const onDecline = (body: DeclineService) => {
    if (!declining) return;
    decline.mutate(
      { id: declining._id, body },
      {
        onSuccess: () => {
          setDeclining(null);
          toast.success(t.orderUpdated);
        },
        onError: (e) => toast.fromError(e),
      },
    );
  };
  return (
    <Stack spacing={2}>
      <ContractSummaryCard summary={data.summary} />
      {origin === 'merchant' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            onClick={() => setProposing(true)}
            disabled={data.services.length === 0}
          >
            Propose Add-on
          </Button>
        </Box>
      )}
      {orders.length === 0 ? (
        <EmptyState title={t.noVariationOrders} />
      ) : (
        orders.map((order) => (
          <Paper key={order._id} variant="outlined" sx={{ p: 2 }} data-testid="merchant-variation-order">
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {order.services}
                {order.invoice_number ? ` · ${order.invoice_number}` : ''}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip size="small" label={order.status} color="primary" />
                {order.is_priced && (
                  <Typography sx={{ fontWeight: 700 }}>
                    <Money cents={order.amount_cents} />
                  </Typography>
                )}
              </Stack>
            </Stack>
            <OrderLinesTable order={order} />
            {order.decline_reason && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t.declineReason}: {order.decline_reason}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
              {order.status === 'Pending' && order.origin === 'client' && (
                <Button variant="contained" onClick={() => setPricing(order)}>
                  {order.is_priced ? 'Edit Price' : 'Price'}
                </Button>
              )}
              {order.status === 'Pending' && (
                <Button color="error" onClick={() => setDeclining(order)}>
                  Decline
                </Button>
              )}
              {order.invoice_number && (
                <Button component="a" href={apiUrl(`/variation-orders/${order._id}/invoice.pdf`)} download>
                  {t.invoice} {order.invoice_number}
                </Button>
              )}
            </Stack>
          </Paper>
        ))
      )}
      {pricing && <PriceOrderDialog projectId={projectId} order={pricing} onClose={() => setPricing(null)} />}
      {declining && (
        <DeclineDialog
          services={`${declining.services} (${t.title})`}
          isWorking={decline.isPending}
          onDecline={onDecline}
          onCancel={() => setDeclining(null)}
        />
      )}
      {proposing && (
        <AddOnFormDialog projectId={projectId} services={data.services} onClose={() => setProposing(false)} />
      )}
    </Stack>
  );
}
