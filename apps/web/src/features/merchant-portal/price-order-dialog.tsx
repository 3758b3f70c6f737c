import { PriceVariationOrder, type VariationOrderView } from '@reno/domain';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { voTexts as t } from '../../components/variation-orders';
import { useMerchantVariationOrderMutations } from './merchant-vo-api';
import { VoPricingFields } from './vo-pricing-fields';

/** variationOrders/client-request: the merchant prices each line of the client's request. */
export function PriceOrderDialog({
  projectId,
  order,
  onClose,
}: {
  projectId: string;
  order: VariationOrderView;
  onClose: () => void;
}) {
  const toast = useToast();
  const { price } = useMerchantVariationOrderMutations(projectId);
  const form = useForm<z.input<typeof PriceVariationOrder>, unknown, PriceVariationOrder>({
    resolver: zodResolver(PriceVariationOrder),
    defaultValues: {
      lines: order.lines.map((l) => ({
        price_cents: l.price_cents,
        unit: l.unit,
        wastage_percent: l.wastage_percent,
        required_time_days: l.required_time_days,
        warranty_days: l.warranty_days,
      })),
    },
  });
  const submit = form.handleSubmit((body) =>
    price.mutate(
      { id: order._id, body },
      {
        onSuccess: () => {
          toast.success(t.orderUpdated);
          onClose();
        },
        onError: (e) => toast.fromError(e),
      },
    ),
  );
  return (
    <Modal
      open
      title={`Price: ${order.services}`}
      maxWidth="md"
      onClose={price.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={price.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={price.isPending}>
            Send to client
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {order.lines.map((line, i) => (
          <Paper key={i} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {line.area}: {line.items} × {line.quantity}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line.description_of_work}
            </Typography>
            <VoPricingFields control={form.control} prefix={`lines.${i}`} />
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
