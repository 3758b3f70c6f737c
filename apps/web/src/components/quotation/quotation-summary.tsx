import { type QuotationTotals } from '@reno/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Money } from '../money';

/**
 * Client spec "Quotation and Checkout": three summary cards. `compact` keeps them on one row in little
 * space (the bar that follows the scope list on a phone).
 */
export function QuotationSummary({
  totals,
  compact = false,
  hint,
}: {
  totals: QuotationTotals;
  compact?: boolean;
  /** Something shown after a card's label, e.g. its tooltip icon. */
  hint?: (label: 'Total Market Rate' | 'Total Savings' | 'Total Price') => ReactNode;
}) {
  const cards = [
    ['Total Market Rate', totals.total_market_rate],
    ['Total Savings', totals.total_savings],
    ['Total Price', totals.total_price],
  ] as const;
  return (
    <Stack
      direction={compact ? 'row' : { xs: 'column', sm: 'row' }}
      spacing={compact ? 1 : 2}
      aria-live="polite"
    >
      {cards.map(([label, cents]) => (
        <Paper
          key={label}
          variant="outlined"
          sx={{ p: compact ? 1 : 2, flex: 1, minWidth: 0 }}
          data-testid={`total-${label}`}
        >
          <Typography variant={compact ? 'caption' : 'body2'} color="text.secondary" noWrap component="p">
            {label}
            {hint?.(label)}
          </Typography>
          <Typography variant={compact ? 'subtitle2' : 'h5'} component="p" noWrap={compact}>
            <Money cents={cents} />
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
