import { ResendVerifyEmailRequest } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authApi } from './auth-api';
import { authTexts } from './auth-texts';

/** Spec "email verification failed (re-enter email to resend)" with the §8 resend-link messages. */
export function ResendEmailLink({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const resend = useMutation({ mutationFn: authApi.resendEmailLink });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resend.isPending) return;
    const parsed = ResendVerifyEmailRequest.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    resend.mutate(parsed.data.email);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ textAlign: 'left' }}>
      <Typography>{authTexts.resendIntro}</Typography>
      {resend.isSuccess && <Alert severity="success">{authTexts.linkSent}</Alert>}
      {resend.isError && <Alert severity="error">{authTexts.linkFailed}</Alert>}
      <TextField
        label={authTexts.email}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete="email"
        fullWidth
      />
      <Button type="submit" variant="contained" loading={resend.isPending}>
        {authTexts.resend}
      </Button>
    </Stack>
  );
}
