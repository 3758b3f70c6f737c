import { type QuotationTotals } from '@reno/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Money } from '../money';

/** Client spec "Quotation and Checkout": three summary cards. */
export function QuotationSummary({ totals }: { totals: QuotationTotals }) {
  const cards = [
    ['Total Market Rate', totals.total_market_rate],
    ['Total Savings', totals.total_savings],
    ['Total Price', totals.total_price],
  ] as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-live="polite">
      {cards.map(([label, cents]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2, flex: 1 }} data-testid={`total-${label}`}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            <Money cents={cents} />
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
