import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MySupportRequests, SupportRequestForm, supportTexts as t } from '../../components/support';

/** Client route "support" (title Support Page): ask the admin, and read the answers (issue 18 item 6). */
export function ClientSupportPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.clientTitle}
      </Typography>
      <SupportRequestForm path="/client/support" label={t.clientTitle} />
      <MySupportRequests />
    </Stack>
  );
}
