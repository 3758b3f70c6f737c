import { MERCHANT_SPECIALIZATIONS, type MerchantFieldsInput } from '@reno/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';

/** Spec §3 Merchant fields, labelled for people. */
export const merchantFieldLabels: Record<keyof MerchantFieldsInput, string> = {
  company_name: 'Company Name',
  specialization: 'Specialization',
  company_description: 'Company Description',
  uen: 'UEN',
  gst_reg_no: 'GST Registration No.',
  handphone_no: 'Phone',
  email: 'Email',
  name: 'Contact Name',
  person_incharge: 'Person in Charge',
  incharge_handphone_no: 'Person in Charge Phone',
  incharge_email: 'Person in Charge Email',
};

const REQUIRED: readonly (keyof MerchantFieldsInput)[] = [
  'company_name',
  'specialization',
  'uen',
  'handphone_no',
  'email',
  'name',
];
const WIDE: readonly (keyof MerchantFieldsInput)[] = ['company_description'];

export type MerchantFormValues = { [K in keyof MerchantFieldsInput]-?: string };

export const merchantFormDefaults = (
  values: Partial<Record<keyof MerchantFieldsInput, string | null | undefined>> = {},
): MerchantFormValues =>
  Object.fromEntries(
    (Object.keys(merchantFieldLabels) as (keyof MerchantFieldsInput)[]).map((key) => [
      key,
      values[key] ?? '',
    ]),
  ) as MerchantFormValues;

/**
 * The merchant's fields in a react-hook-form form (admin create/edit, the merchant's own profile).
 * `readOnly` fields show but cannot change (the merchant's sign-in e-mail and UEN stay with the admin).
 */
export function MerchantFieldInputs<TOutput>({
  form,
  readOnly = [],
}: {
  form: UseFormReturn<MerchantFormValues, unknown, TOutput>;
  readOnly?: readonly (keyof MerchantFieldsInput)[];
}) {
  const { errors } = form.formState;
  return (
    <Grid container spacing={2}>
      {(Object.keys(merchantFieldLabels) as (keyof MerchantFieldsInput)[]).map((key) => {
        const common = {
          label: merchantFieldLabels[key],
          required: REQUIRED.includes(key) && !readOnly.includes(key),
          error: Boolean(errors[key]),
          helperText: errors[key]?.message ?? ' ',
          fullWidth: true,
          disabled: readOnly.includes(key),
        };
        return (
          <Grid key={key} size={{ xs: 12, sm: WIDE.includes(key) ? 12 : 6 }}>
            {key === 'specialization' ? (
              <Controller
                control={form.control}
                name="specialization"
                render={({ field }) => (
                  <TextField select {...common} {...field}>
                    {[
                      ...MERCHANT_SPECIALIZATIONS,
                      ...(field.value &&
                      !(MERCHANT_SPECIALIZATIONS as readonly string[]).includes(field.value)
                        ? [field.value]
                        : []),
                    ].map((s) => (
                      <MenuItem key={s} value={s}>
                        {s}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : (
              <TextField
                {...common}
                {...form.register(key)}
                {...(key === 'company_description' ? { multiline: true, minRows: 3 } : {})}
                {...(key.includes('handphone') ? { slotProps: { htmlInput: { inputMode: 'numeric' } } } : {})}
              />
            )}
          </Grid>
        );
      })}
    </Grid>
  );
}
