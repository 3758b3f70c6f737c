import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const stageGateTexts = {
  /** Spec "Payment panel": content locked until stage 2 or a time schedule exists. */
  locked: 'Pay 2nd Progressive Payment to unlock this feature',
  goToPayment: 'Go To Payment',
} as const;

export interface StageGateProps {
  /** Where Go To Payment leads: the project's progressive-payment page. */
  paymentPath: string;
  /** The dashboard's calendar says "Pay 10% to see your calendar"; elsewhere the spec's default. */
  message?: string;
}

/** A locked feature: what to pay to unlock it, and the way to the payment. */
export function StageGate({ paymentPath, message = stageGateTexts.locked }: StageGateProps) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 2, md: 3 }, textAlign: 'center', bgcolor: 'action.hover' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <LockOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography>{message}</Typography>
        <Button variant="contained" component={RouterLink} to={paymentPath}>
          {stageGateTexts.goToPayment}
        </Button>
      </Stack>
    </Paper>
  );
}
