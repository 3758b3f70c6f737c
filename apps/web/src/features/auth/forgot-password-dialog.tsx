import { ForgotPasswordRequest, messages } from '@reno/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { authApi } from './auth-api';
import { authTexts } from './auth-texts';

/** Spec §8: "Failed to send link!" by default, else the server's message (e.g. the throttle). */
const sendFailureOf = (failure: unknown) =>
  failure instanceof ApiError && failure.status !== 0 && failure.message !== messages.failedToProcess
    ? failure.message
    : authTexts.resetFailed;

/**
 * Spec §4 "Forgot password dialog": idle, in progress, then success (toast, closes) or failure (stays
 * open). Closing clears the field.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: authApi.forgotPassword });

  const close = () => {
    setEmail('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = ForgotPasswordRequest.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(authTexts.resetSent);
        close();
      },
      onError: (failure) => toast.error(sendFailureOf(failure)),
    });
  };

  return (
    <Modal
      open={open}
      title={authTexts.forgotTitle}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>{authTexts.cancel}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={send.isPending}>
            {send.isPending ? authTexts.inProgress : authTexts.send}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
        <Typography color="text.secondary">{authTexts.forgotIntro}</Typography>
        <TextField
          label={authTexts.email}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value.toLowerCase())}
          error={Boolean(error)}
          helperText={error}
          autoComplete="email"
          autoFocus
          fullWidth
        />
      </Stack>
    </Modal>
  );
}
