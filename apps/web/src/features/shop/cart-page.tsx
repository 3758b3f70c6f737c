import { decrementQuantity, incrementQuantity, shopMessages as m, formatCount } from '@reno/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { useCart, useCheckout, useSetCartQuantity } from './shop-api';

const ez = (n: number) => `${formatCount(n)} Ezcash`;

/** `/shopez/checkout` (spec "Shopping Cart"): quantities, the total, the balance, pay with EZcash. */
export function CartPage() {
  const cart = useCart();
  const setQuantity = useSetCartQuantity();
  const checkout = useCheckout();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const c = cart.data;
  const short = c ? c.total_ezcash > c.balance : false;

  const pay = () =>
    checkout.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(m.ordered);
        void navigate('/shopez/history');
      },
      onError: (error) => {
        setConfirming(false);
        toast.fromError(error);
      },
    });

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {m.shoppingCart}
      </Typography>
      {cart.isError ? (
        <Alert severity="error">{userMessageOf(cart.error)}</Alert>
      ) : !c ? (
        <Skeleton variant="rounded" height={200} />
      ) : c.lines.length === 0 ? (
        <EmptyState
          title={m.cartEmpty}
          action={
            <Button component={RouterLink} to="/shopez" variant="contained">
              Visit Shopez
            </Button>
          }
        />
      ) : (
        <>
          {c.lines.map((l) => (
            <Paper key={l.product_id} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {l.image && (
                  <Box component="img" src={l.image} alt="" sx={{ width: 64, height: 64, flexShrink: 0 }} />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.productname}</Typography>
                  <Typography color="text.secondary">{ez(l.price_ezcash)}</Typography>
                </Box>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <IconButton
                    aria-label={`Less ${l.productname}`}
                    disabled={setQuantity.isPending}
                    onClick={() =>
                      setQuantity.mutate({ productId: l.product_id, quantity: decrementQuantity(l.quantity) })
                    }
                  >
                    <RemoveIcon />
                  </IconButton>
                  <Typography sx={{ minWidth: 24, textAlign: 'center' }}>{l.quantity}</Typography>
                  <IconButton
                    aria-label={`More ${l.productname}`}
                    disabled={setQuantity.isPending}
                    onClick={() =>
                      setQuantity.mutate({ productId: l.product_id, quantity: incrementQuantity(l.quantity) })
                    }
                  >
                    <AddIcon />
                  </IconButton>
                </Stack>
              </Stack>
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>Total: {ez(c.total_ezcash)}</Typography>
            <Typography color="text.secondary">Your balance: {ez(c.balance)}</Typography>
            {short && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {m.notEnoughEzcash}
              </Alert>
            )}
            <Button
              sx={{ mt: 2 }}
              variant="contained"
              size="large"
              disabled={short}
              onClick={() => setConfirming(true)}
            >
              {m.checkout}
            </Button>
          </Paper>
        </>
      )}
      <Modal
        open={confirming}
        title="Confirm your order"
        maxWidth="xs"
        actions={
          <>
            <Button onClick={() => setConfirming(false)} disabled={checkout.isPending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={pay} disabled={checkout.isPending}>
              Pay
            </Button>
          </>
        }
      >
        <Typography>{c ? `Pay ${ez(c.total_ezcash)} from your EZcash balance?` : ''}</Typography>
      </Modal>
    </Stack>
  );
}
