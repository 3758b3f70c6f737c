import { homePathFor, type LoginBilling, LoginRequest } from '@reno/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { sessionQueryKey } from '../../lib/session';
import { authApi } from './auth-api';
import { authTexts } from './auth-texts';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { type LoginField, loginErrorOf } from './login-errors';
import { PasswordField } from '../../components/password';
import { SocialSignIn } from './social-sign-in';

export interface SignInDialogProps {
  open: boolean;
  returnTo: string | undefined;
  billing?: LoginBilling | undefined;
  onClose: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

export function SignInDialog({
  open,
  returnTo,
  billing,
  onClose,
  onForgotPassword,
  onRegister,
}: SignInDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState({ identity: '', password: '', remember: false });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = useRef(false);
  const login = useMutation({ mutationFn: authApi.login });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    setFailure(null);
    const parsed = LoginRequest.safeParse({ ...values, ...(billing ? { billing } : {}) });
    if (!parsed.success) return setErrors(fieldErrorsOf<LoginField>(parsed.error));
    setErrors({});
    isSending.current = true;
    login.mutate(parsed.data, {
      onSuccess: ({ role }) => {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey }).then(() => {
          onClose();
          return navigate(returnTo ?? homePathFor(role));
        });
      },
      onError: (error) => {
        const mapped = loginErrorOf(error);
        setErrors(mapped.fields);
        setFailure(mapped.general ?? '');
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const change = (field: LoginField) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <Modal
      open={open}
      title={authTexts.signInTitle}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{authTexts.cancel}</Button>
          <Button variant="outlined" onClick={onRegister}>
            {authTexts.register}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={login.isPending}>
            {authTexts.signIn}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
        {failure !== null && (
          <Alert severity="error">
            <AlertTitle sx={{ mb: failure ? undefined : 0 }}>{authTexts.loginFailedBanner}</AlertTitle>
            {failure}
          </Alert>
        )}
        <TextField
          label={authTexts.identity}
          value={values.identity}
          onChange={change('identity')}
          error={Boolean(errors.identity)}
          helperText={errors.identity}
          autoComplete="username"
          autoFocus
          fullWidth
        />
        <PasswordField
          label={authTexts.password}
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
          autoComplete="current-password"
          fullWidth
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.remember}
                onChange={(event) => setValues((v) => ({ ...v, remember: event.target.checked }))}
              />
            }
            label={authTexts.rememberMe}
          />
          <Link component="button" type="button" onClick={onForgotPassword}>
            {authTexts.forgotPassword}
          </Link>
        </Stack>
        <Divider>{authTexts.or}</Divider>
        <SocialSignIn returnTo={returnTo ?? `${location.pathname}${location.search}`} />
      </Stack>
    </Modal>
  );
}
