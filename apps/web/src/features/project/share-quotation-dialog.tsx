import {
  SHARE_MESSAGE_MAX,
  ShareDocumentByEmail,
  type ShareDocumentByEmailInput,
  documentMessages as m,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { useShareQuotation } from './project-api';
import { projectTexts as t } from './project-texts';

/**
 * Share To Email (issue 17): the quotation PDF to someone the client names, with a short note. One
 * schema checks the form here and the request on the server; the server's field errors land on the
 * fields, its refusals (the hourly limit) in a toast.
 */
export function ShareQuotationDialog({
  projectId,
  quotationNo,
  onClose,
}: {
  projectId: string;
  quotationNo: string | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const share = useShareQuotation(projectId);
  const form = useForm<ShareDocumentByEmailInput, unknown, ShareDocumentByEmail>({
    resolver: zodResolver(ShareDocumentByEmail),
    defaultValues: { email: '', message: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  const submit = form.handleSubmit((values) =>
    share.mutate(values, {
      onSuccess: () => {
        toast.success(m.shareSent(values.email));
        onClose();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : [];
        for (const f of fields) {
          if (f.field === 'email' || f.field === 'message') form.setError(f.field, { message: f.message });
        }
        if (fields.length === 0) toast.fromError(error);
      },
    }),
  );

  return (
    <Modal
      open
      title={m.shareTitle}
      onClose={share.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={share.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="share-quotation-form" variant="contained" disabled={share.isPending}>
            {m.shareSend}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id="share-quotation-form"
        noValidate
        spacing={2}
        onSubmit={(e) => void submit(e)}
      >
        <Typography color="text.secondary">
          {m.shareIntro}
          {quotationNo ? ` (${quotationNo})` : ''}
        </Typography>
        <TextField
          {...form.register('email')}
          label={m.shareEmailLabel}
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <TextField
          {...form.register('message')}
          label={m.shareMessageLabel}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(errors.message)}
          helperText={errors.message?.message ?? `${message.length}/${SHARE_MESSAGE_MAX}`}
        />
      </Stack>
    </Modal>
  );
}
