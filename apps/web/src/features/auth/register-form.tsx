import { Email, REFERRAL_CODE_LENGTH, RegisterRequest, SALUTATIONS, SgMobile } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type z } from 'zod';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../lib/errors';
import { readStoredLead } from '../../lib/lead';
import { type FieldErrors } from '../../lib/form-errors';
import { PasswordField } from '../../components/password';
import { PasswordHintList } from '../../components/password';
import { registerApi } from './register-api';
import {
  emptyRegisterValues,
  type RegisterField,
  registerErrorsOf,
  type RegisterValues,
} from './register-form-state';
import { registerTexts as texts } from './register-texts';
import { useServerCheck } from './use-server-check';

/** Spec §9 "Debounce 1 s for phone/email". */
export const CHECK_DEBOUNCE_MS = 1000;

export interface Registered {
  email: string;
  mobile: string;
}

const isValid = (schema: z.ZodType, value: string) => schema.safeParse(value).success;

/**
 * Step 0 of the Register dialog (spec §5): every field validated live by the domain schema once touched,
 * e-mail and mobile uniqueness asked of the server 1 s after typing stops, a 12-character referral code
 * checked at once (an invalid one shows the server message and is dropped).
 */
export function RegisterForm({
  formId,
  onRegistered,
  onBusy,
}: {
  formId: string;
  onRegistered: (registered: Registered) => void;
  onBusy: (isBusy: boolean) => void;
}) {
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RegisterField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [referralMessage, setReferralMessage] = useState<string | undefined>();
  const isSending = useRef(false);
  const register = useMutation({ mutationFn: registerApi.register });

  const email = values.email.trim().toLowerCase();
  const emailCheck = useServerCheck(email, isValid(Email, email), registerApi.checkEmail, CHECK_DEBOUNCE_MS);
  const mobile = values.handphone_no;
  const phoneCheck = useServerCheck(
    mobile,
    isValid(SgMobile, mobile),
    registerApi.checkPhone,
    CHECK_DEBOUNCE_MS,
  );
  useEffect(() => onBusy(register.isPending), [onBusy, register.isPending]);

  const ruleErrors = registerErrorsOf(values);
  const errorOf = (field: RegisterField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    if (field === 'email' && emailCheck.state === 'failed' && emailCheck.value === email)
      return emailCheck.message;
    if (field === 'handphone_no' && phoneCheck.state === 'failed' && phoneCheck.value === mobile)
      return phoneCheck.message;
    if (field === 'affiliate_code' && referralMessage) return referralMessage;
    return touched[field] || isSubmitted ? ruleErrors[field] : undefined;
  };

  const set = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'affiliate_code') {
      setReferralMessage(undefined);
      checkReferral(value as string);
    }
  };
  // Spec §5 "Affiliate code: 12 characters triggers a referral check"; §8 an invalid one is dropped.
  const checkReferral = (typed: string) => {
    const code = typed.trim().toUpperCase();
    if (code.length !== REFERRAL_CODE_LENGTH) return;
    registerApi.checkReferral(code).catch((e: unknown) => {
      if (!(e instanceof ApiError) || e.status === 0) return;
      setValues((v) => (v.affiliate_code.trim().toUpperCase() === code ? { ...v, affiliate_code: '' } : v));
      setReferralMessage(e.message);
    });
  };
  const text = (field: RegisterField) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current) return;
    setSubmitted(true);
    setFailure(null);
    const parsed = RegisterRequest.safeParse({ ...values, lead: readStoredLead() });
    const isTaken = emailCheck.state === 'failed' || phoneCheck.state === 'failed';
    if (!parsed.success || Object.keys(ruleErrors).length > 0 || isTaken) return;
    isSending.current = true;
    register.mutate(parsed.data, {
      onSuccess: () => onRegistered({ email: parsed.data.email, mobile: parsed.data.handphone_no }),
      onError: (error) => {
        const fieldErrors: FieldErrors<RegisterField> = {};
        if (error instanceof ApiError)
          for (const e of error.errors) fieldErrors[e.field as RegisterField] ??= e.message;
        setServerErrors(fieldErrors);
        // Spec §8 "Registration": "Failed to connect to server", else the server message.
        setFailure(error instanceof ApiError && error.status !== 0 ? error.message : texts.failedToConnect);
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  };

  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={submit} sx={{ pt: 1 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField select label={texts.salutation} {...text('salutation')}>
        {SALUTATIONS.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={texts.firstName} autoComplete="given-name" {...text('first_name')} />
        <TextField label={texts.lastName} autoComplete="family-name" {...text('last_name')} />
      </Stack>
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        {...text('email')}
        helperText={errorOf('email') ?? (emailCheck.state === 'checking' ? texts.checking : undefined)}
      />
      <TextField
        label={texts.mobile}
        autoComplete="tel-national"
        {...text('handphone_no')}
        // Spec §5: "Input accepts digits only, max 8. A +65 prefix is shown."
        onChange={(event) => set('handphone_no', event.target.value.replace(/\D/g, '').slice(0, 8))}
        helperText={errorOf('handphone_no') ?? (phoneCheck.state === 'checking' ? texts.checking : undefined)}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{texts.countryCode}</InputAdornment> },
          htmlInput: { inputMode: 'numeric', maxLength: 8 },
        }}
      />
      <PasswordField label={texts.password} autoComplete="new-password" {...text('password')} />
      <PasswordHintList password={values.password} />
      <PasswordField
        label={texts.confirmPassword}
        autoComplete="new-password"
        {...text('confirm_password')}
      />
      <TextField
        label={texts.affiliateCode}
        {...text('affiliate_code')}
        slotProps={{ htmlInput: { maxLength: REFERRAL_CODE_LENGTH } }}
      />
      <div>
        <FormControlLabel
          control={<Checkbox checked={values.terms} onChange={(e) => set('terms', e.target.checked)} />}
          label={
            <>
              {texts.termsBefore}
              <Link component={RouterLink} to="/terms&condition" target="_blank">
                {texts.termsLink}
              </Link>
            </>
          }
        />
        {errorOf('terms') && <FormHelperText error>{errorOf('terms')}</FormHelperText>}
      </div>
      <FormControlLabel
        control={<Checkbox checked={values.prohelp} onChange={(e) => set('prohelp', e.target.checked)} />}
        label={texts.prohelp}
      />
    </Stack>
  );
}
