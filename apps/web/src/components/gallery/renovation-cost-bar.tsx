import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSgd } from '@reno/domain';
import { useId } from 'react';

/** The bar's full width: spec §1 puts renovation costs between $37,000 and $117,000; a little headroom. */
export const COST_BAR_MAX_CENTS = 120_000_00;

/** Spec "Projects gallery page": "a Renovation Cost bar". */
export function RenovationCostBar({ cents, label = 'Renovation Cost' }: { cents: number; label?: string }) {
  const labelId = useId();
  const percent = Math.max(2, Math.min(100, (cents / COST_BAR_MAX_CENTS) * 100));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography id={labelId} variant="subtitle2" component="p">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatSgd(cents)}
        </Typography>
      </Box>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={COST_BAR_MAX_CENTS / 100}
        aria-valuenow={Math.round(cents / 100)}
        aria-valuetext={formatSgd(cents)}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'grey.300', overflow: 'hidden' }}
      >
        <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
    </Box>
  );
}
