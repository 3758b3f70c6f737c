import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MySupportRequests, SupportRequestForm } from '../../components/support';
import { merchantTexts as t } from './merchant-texts';

/** Merchant route merchant/support: a support request to the admin, with an optional image. */
export function SupportPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.supportTitle}
      </Typography>
      <SupportRequestForm path="/merchant/support" label={t.supportTitle} />
      <MySupportRequests />
    </Stack>
  );
}
