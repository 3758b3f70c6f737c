import { ConsultNowRequest } from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { ContactFields } from './contact-fields';
import { enquiriesApi } from './enquiries-api';
import { servicesTexts as t, THANK_YOU_PATH } from './services-texts';
import { useEnquiryForm } from './use-enquiry-form';

/** Spec "Services": quotationdr-start, where the Consult Now button leads. */
export function ConsultNowForm() {
  const navigate = useNavigate();
  const form = useEnquiryForm({
    kind: 'consult_now',
    schema: ConsultNowRequest,
    initial: { name: '', email: '', handphone_no: '', message: '' },
    send: enquiriesApi.consultNow,
    onSent: () => void navigate(THANK_YOU_PATH),
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void form.submit(e)}
      aria-label={t.consultTitle}
    >
      <ContactFields values={form.values} errors={form.errors} change={form.change} />
      <TextField
        label={t.notes}
        value={form.values.message}
        onChange={form.change('message')}
        error={Boolean(form.errors.message)}
        helperText={form.errors.message}
        multiline
        minRows={3}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={form.isSending}>
          {form.isSending ? t.sending : t.submit}
        </Button>
      </Box>
    </Stack>
  );
}
