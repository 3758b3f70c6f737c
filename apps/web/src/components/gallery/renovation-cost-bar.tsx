import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
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
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={formatSgd(cents)}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}
