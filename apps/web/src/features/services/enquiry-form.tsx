import { type AskAProRequest, type ConsultNowRequest, type EnquiryKind } from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { type z } from 'zod';
import { ContactFields } from './contact-fields';
import { servicesTexts as t, THANK_YOU_PATH } from './services-texts';
import { useEnquiryForm } from './use-enquiry-form';

type ContactMessageRequest = AskAProRequest | ConsultNowRequest;

export interface EnquiryFormProps<S extends z.ZodType<ContactMessageRequest>> {
  kind: EnquiryKind;
  schema: S;
  send: (body: z.output<S>) => Promise<unknown>;
  /** The form's accessible name (the page or pop-up title). */
  label: string;
  messageLabel: string;
  isMessageRequired: boolean;
  submitLabel: string;
  /** After the server has the enquiry; by default the thank-you page. */
  onSent?: () => void;
}

/**
 * The contact-and-message lead form (name, e-mail, +65 mobile, a message), shared by ask-a-pro and
 * quotationdr-start (Consult Now): they differ only in their schema, labels and whether the message is
 * required.
 */
export function EnquiryForm<S extends z.ZodType<ContactMessageRequest>>({
  kind,
  schema,
  send,
  label,
  messageLabel,
  isMessageRequired,
  submitLabel,
  onSent,
}: EnquiryFormProps<S>) {
  const navigate = useNavigate();
  const form = useEnquiryForm({
    kind,
    schema,
    initial: { name: '', email: '', handphone_no: '', message: '' },
    send,
    onSent: onSent ?? (() => void navigate(THANK_YOU_PATH)),
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void form.submit(e)} aria-label={label}>
      <ContactFields values={form.values} errors={form.errors} change={form.change} />
      <TextField
        label={messageLabel}
        value={form.values.message}
        onChange={form.change('message')}
        error={Boolean(form.errors.message)}
        helperText={form.errors.message}
        required={isMessageRequired}
        multiline
        minRows={isMessageRequired ? 4 : 3}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={form.isSending}>
          {form.isSending ? t.sending : submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
