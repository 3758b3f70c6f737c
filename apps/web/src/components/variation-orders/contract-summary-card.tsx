import type { ContractSummary } from '@reno/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Money } from '../money';
import { voTexts as t } from './vo-texts';

/** Issue 13 item 4: the contract in cents, as the client and the merchant see it. */
export function ContractSummaryCard({ summary }: { summary: ContractSummary }) {
  const rows: [string, number][] = [
    [t.summary.quotation, summary.quotation_cents],
    [t.summary.accepted, summary.accepted_variation_orders_cents],
    [t.summary.contract, summary.contract_value_cents],
    [t.summary.paid, summary.paid_cents],
    [t.summary.underReview, summary.under_review_cents],
    [t.summary.remaining, summary.remaining_cents],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.summaryTitle}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.summaryTitle}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
          gap: 1.5,
          m: 0,
        }}
      >
        {rows.map(([label, cents]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`summary-${label}`}>
              <Money cents={cents} />
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t.summaryNote}
      </Typography>
    </Paper>
  );
}
