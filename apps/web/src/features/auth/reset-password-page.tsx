import { accountMessages, ResetPasswordRequest } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { forgetSession } from '../../lib/session';
import { authApi } from './auth-api';
import { authTexts } from './auth-texts';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { PasswordField } from '../../components/password';
import { PasswordHintList } from '../../components/password';
import { useSignIn } from './sign-in-context';

type Field = 'password' | 'confirm_password';

/** `/reset-password?token=` (forgot password) and `/set-password?token=` (account made by staff). */
export function PasswordPage({ kind }: { kind: 'reset' | 'set' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const toast = useToast();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field | 'token'>>({});
  const save = useMutation({ mutationFn: (body: ResetPasswordRequest) => authApi.setPassword(kind, body) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = ResetPasswordRequest.safeParse({ token, ...values });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        forgetSession(queryClient);
        toast.success(accountMessages.passwordChanged);
        void navigate('/', { replace: true });
        signIn.open();
      },
    });
  };
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {kind === 'reset' ? authTexts.resetTitle : authTexts.setTitle}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {(errors.token ?? !token) && <Alert severity="error">{authTexts.missingToken}</Alert>}
        {save.isError && <Alert severity="error">{userMessageOf(save.error)}</Alert>}
        <PasswordField
          label={authTexts.newPassword}
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordHintList password={values.password} />
        <PasswordField
          label={authTexts.confirmPassword}
          value={values.confirm_password}
          onChange={change('confirm_password')}
          error={Boolean(errors.confirm_password)}
          helperText={errors.confirm_password}
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!token}>
          {authTexts.savePassword}
        </Button>
      </Stack>
    </Container>
  );
}

export const ResetPasswordPage = () => <PasswordPage kind="reset" />;
export const SetPasswordPage = () => <PasswordPage kind="set" />;
