import { formatDate, shopMessages as m, formatCount } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { userMessageOf } from '../../lib/errors';
import { useOrders } from './shop-api';

/** `/shopez/history` (spec "Purchase History"): the client's own orders, newest first. */
export function PurchaseHistoryPage() {
  const orders = useOrders();
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {m.purchaseHistory}
      </Typography>
      {orders.isError ? (
        <Alert severity="error">{userMessageOf(orders.error)}</Alert>
      ) : !orders.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : orders.data.length === 0 ? (
        <EmptyState
          title={m.noOrders}
          action={
            <Button component={RouterLink} to="/shopez" variant="contained">
              Visit Shopez
            </Button>
          }
        />
      ) : (
        orders.data.map((o) => (
          <Paper key={o._id} variant="outlined" sx={{ p: 2 }} aria-label={`Order ${o.order_no}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{o.order_no}</Typography>
              <Typography color="text.secondary">{formatDate(o.created_at)}</Typography>
            </Stack>
            {o.lines.map((l) => (
              <Typography key={l.product_id} sx={{ overflowWrap: 'anywhere' }}>
                {l.quantity} × {l.productname} · {formatCount(l.price_ezcash * l.quantity)} Ezcash
              </Typography>
            ))}
            <Typography sx={{ fontWeight: 700, mt: 1 }}>
              Total: {formatCount(o.total_ezcash)} Ezcash
            </Typography>
          </Paper>
        ))
      )}
    </Stack>
  );
}
