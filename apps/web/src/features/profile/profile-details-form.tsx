import { type ClientProfile, ClientProfileUpdate, SALUTATIONS } from '@reno/domain';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/errors';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { profileApi, profileQueryKey } from './profile-api';
import { profileTexts as texts } from './profile-texts';

const GENDERS = ['Male', 'Female', 'Other'] as const;
const fields = [
  'salutation',
  'gender',
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'mailing_address',
  'billing_address',
  'postal_code',
  'unit_number',
] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const valuesOf = (profile: ClientProfile): Values =>
  Object.fromEntries(fields.map((f) => [f, profile[f] ?? ''])) as Values;

/** The editable details of the spec's client list; e-mail and mobile change elsewhere (mobile by SMS). */
export function ProfileDetailsForm({ profile }: { profile: ClientProfile }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({ mutationFn: profileApi.save });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = ClientProfileUpdate.safeParse({
      ...values,
      salutation: values.salutation || undefined,
      gender: values.gender || null,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf<Field>(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        queryClient.setQueryData(profileQueryKey, saved);
        toast.success(texts.saved);
      },
      onError: (error) => {
        const fromServer: FieldErrors<Field> = {};
        if (error instanceof ApiError)
          for (const e of error.errors) fromServer[e.field as Field] ??= e.message;
        setErrors(fromServer);
        toast.fromError(error);
      },
    });
  };
  const field = (name: Field, label: string) => ({
    label,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  const half = { xs: 12, sm: 6 };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Grid container spacing={2}>
        <Grid size={half}>
          <TextField select {...field('salutation', texts.salutation)}>
            {SALUTATIONS.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField select {...field('gender', texts.gender)}>
            <MenuItem value="">{texts.none}</MenuItem>
            {GENDERS.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={half}>
          <TextField autoComplete="given-name" {...field('first_name', texts.firstName)} />
        </Grid>
        <Grid size={half}>
          <TextField autoComplete="family-name" {...field('last_name', texts.lastName)} />
        </Grid>
        <Grid size={half}>
          <TextField
            type="date"
            {...field('date_of_birth', texts.dateOfBirth)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={half}>
          <TextField {...field('nationality', texts.nationality)} />
        </Grid>
        <Grid size={12}>
          <TextField autoComplete="street-address" {...field('mailing_address', texts.mailingAddress)} />
        </Grid>
        <Grid size={12}>
          <TextField {...field('billing_address', texts.billingAddress)} />
        </Grid>
        <Grid size={half}>
          <TextField
            autoComplete="postal-code"
            {...field('postal_code', texts.postalCode)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </Grid>
        <Grid size={half}>
          <TextField {...field('unit_number', texts.unitNumber)} />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {texts.save}
      </Button>
    </Stack>
  );
}
