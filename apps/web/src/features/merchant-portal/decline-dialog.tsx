import { DeclineService } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { merchantTexts as t } from './merchant-texts';

/** Declining returns the service to the admin with the reason (issue 12 item 2); the reason is required. */
export function DeclineDialog({
  services,
  isWorking,
  onDecline,
  onCancel,
}: {
  services: string;
  isWorking: boolean;
  onDecline: (body: DeclineService) => void;
  onCancel: () => void;
}) {
  const form = useForm<DeclineService>({
    resolver: zodResolver(DeclineService),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(onDecline);
  return (
    <Modal
      open
      title={t.declineTitle}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onCancel} disabled={isWorking}>
            {t.cancel}
          </Button>
          <Button type="submit" form="decline-form" variant="contained" color="error" disabled={isWorking}>
            {t.decline}
          </Button>
        </>
      }
    >
      <Stack component="form" id="decline-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <Typography>{services}</Typography>
        <TextField
          label={t.declineReason}
          multiline
          minRows={3}
          required
          autoFocus
          {...form.register('reason')}
          error={Boolean(form.formState.errors.reason)}
          helperText={form.formState.errors.reason?.message ?? t.declineHelp}
        />
      </Stack>
    </Modal>
  );
}
