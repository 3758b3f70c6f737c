import { type Tooltip as TooltipEntry, type TooltipCode } from '@reno/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { TooltipIcon } from './tooltip-icon';

/** One card of the Project information page: a title (with its tooltip) and its content. */
export function InfoCard({
  title,
  code,
  tooltips,
  action,
  children,
}: {
  title: string;
  code?: TooltipCode;
  tooltips: readonly TooltipEntry[];
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {code && <TooltipIcon code={code} tooltips={tooltips} />}
        </Box>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** A read-only label and value; "-" when empty. */
export function InfoField({
  label,
  value,
  code,
  tooltips,
}: {
  label: string;
  value: ReactNode;
  code?: TooltipCode;
  tooltips: readonly TooltipEntry[];
}) {
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        {code && <TooltipIcon code={code} tooltips={tooltips} />}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {value === null || value === '' ? '-' : value}
      </Typography>
    </Box>
  );
}
