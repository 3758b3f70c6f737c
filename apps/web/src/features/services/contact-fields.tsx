import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ChangeEvent } from 'react';
import { type Errors, type Values } from './use-enquiry-form';
import { servicesTexts as t } from './services-texts';

type ContactField = 'name' | 'email' | 'handphone_no';
type Change = (field: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

/** Name, e-mail and (unless `withMobile` is false) the Singapore mobile with its +65 prefix. */
export function ContactFields({
  values,
  errors,
  change,
  withMobile = true,
}: {
  values: Partial<Values<ContactField>>;
  errors: Errors;
  change: Change;
  withMobile?: boolean;
}) {
  return (
    <>
      <TextField
        label={t.name}
        value={values.name ?? ''}
        onChange={change('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        autoComplete="name"
        required
        fullWidth
      />
      <TextField
        label={t.email}
        type="email"
        value={values.email ?? ''}
        onChange={change('email')}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoComplete="email"
        required
        fullWidth
      />
      {withMobile && (
        <TextField
          label={t.mobile}
          value={values.handphone_no ?? ''}
          // Spec §5: "Input accepts digits only, max 8. A +65 prefix is shown."
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 8);
            change('handphone_no')(event);
          }}
          error={Boolean(errors.handphone_no)}
          helperText={errors.handphone_no}
          autoComplete="tel-national"
          required
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+65</InputAdornment> },
            htmlInput: { inputMode: 'numeric' },
          }}
        />
      )}
    </>
  );
}
