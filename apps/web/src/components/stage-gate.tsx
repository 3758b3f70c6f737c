import { paymentMessages } from '@reno/domain';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface StageGateProps {
  /** Spec §2: tab content unlocks only when the project stage is 2 or more or a time schedule exists. */
  unlocked: boolean;
  /** The project's progressive-payment route, where Go To Payment leads. */
  paymentPath: string;
  children: ReactNode;
}

/** Spec §2 "Pay 2nd Progressive Payment to unlock this feature" with a Go To Payment button. */
export function StageGate({ unlocked, paymentPath, children }: StageGateProps) {
  if (unlocked) return <>{children}</>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <LockOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ my: 2 }}>{paymentMessages.payToUnlock}</Typography>
      <Button variant="contained" component={RouterLink} to={paymentPath}>
        {paymentMessages.goToPayment}
      </Button>
    </Paper>
  );
}

/** Spec §2 unlock rule, one place for every gated tab. */
export const isStageUnlocked = (projectStage: number, hasTimeSchedule = false) =>
  projectStage >= 2 || hasTimeSchedule;
