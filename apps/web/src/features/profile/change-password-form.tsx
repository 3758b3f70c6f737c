import { ChangePasswordRequest } from '@reno/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PasswordField, PasswordHintList } from '../../components/password';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { profileApi } from './profile-api';
import { profileTexts as texts } from './profile-texts';

type Field = 'current_password' | 'password' | 'confirm_password';
const empty = { current_password: '', password: '', confirm_password: '' };

/** Current password, then the new one twice with the four live hints (spec §5); other sessions end. */
export function ChangePasswordForm() {
  const toast = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = useMutation({ mutationFn: profileApi.changePassword });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = ChangePasswordRequest.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf<Field>(parsed.error));
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        toast.success(texts.passwordChanged);
      },
      onError: (error) => {
        const fromServer: FieldErrors<Field> = {};
        if (error instanceof ApiError)
          for (const e of error.errors) fromServer[e.field as Field] ??= e.message;
        setErrors(fromServer);
        if (!fromServer.current_password) toast.fromError(error);
      },
    });
  };
  const field = (name: Field, label: string, autoComplete: string) => ({
    label,
    autoComplete,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 480 }}>
      <PasswordField {...field('current_password', texts.currentPassword, 'current-password')} />
      <PasswordField {...field('password', texts.newPassword, 'new-password')} />
      <PasswordHintList password={values.password} />
      <PasswordField {...field('confirm_password', texts.confirmPassword, 'new-password')} />
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {texts.changePassword}
      </Button>
    </Stack>
  );
}
