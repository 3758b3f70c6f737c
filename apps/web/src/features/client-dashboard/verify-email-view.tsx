import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionQueryKey } from '../../lib/session';
import { clientDashboardTexts as texts } from './client-dashboard-texts';

/**
 * Spec "After login": "an unverified email on a dashboard login opens the verify-email view", with the
 * resend first (issue 3). The link itself opens /verify-email; back here, the client checks again.
 */
export function VerifyEmailView({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => api.post<null>('/verifyemail', { email, type: 'send-link' }),
  });
  const checkAgain = useMutation({
    mutationFn: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 560 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MarkEmailUnreadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h2">
          {texts.verifyTitle}
        </Typography>
        <Typography>{texts.verifyText(email)}</Typography>
        {resend.isSuccess && <Alert severity="success">{texts.linkSent}</Alert>}
        {resend.isError && <Alert severity="error">{texts.linkFailed}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => resend.mutate()} loading={resend.isPending}>
            {texts.resend}
          </Button>
          <Button onClick={() => checkAgain.mutate()} loading={checkAgain.isPending}>
            {texts.checkAgain}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
