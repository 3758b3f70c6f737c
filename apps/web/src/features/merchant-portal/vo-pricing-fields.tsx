import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { voTexts as t } from '../../components/variation-orders';

/** A whole-number field of the form (days, percent). */
function WholeField<F extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<F>;
  name: Path<F>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          value={field.value}
          onChange={(e) => field.onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
}

/**
 * The merchant's figures for one line (price per unit in dollars, held as cents; unit; wastage;
 * required time; warranty). The amount is computed by the server from these, never typed.
 */
export function VoPricingFields<F extends FieldValues>({
  control,
  prefix,
}: {
  control: Control<F>;
  prefix: string;
}) {
  const at = (field: string) => `${prefix}.${field}` as Path<F>;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5 }}>
      <Controller
        control={control}
        name={at('price_cents')}
        render={({ field, fieldState }) => (
          <TextField
            label={`${t.columns.price} ($)`}
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            defaultValue={(field.value as number) ? (field.value as number) / 100 : ''}
            onChange={(e) => field.onChange(Math.round((Number(e.target.value) || 0) * 100))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            fullWidth
          />
        )}
      />
      <Controller
        control={control}
        name={at('unit')}
        render={({ field }) => <TextField label={t.columns.unit} {...field} fullWidth />}
      />
      <WholeField control={control} name={at('wastage_percent')} label={t.columns.wastage} />
      <WholeField control={control} name={at('required_time_days')} label={t.columns.requiredTime} />
      <WholeField control={control} name={at('warranty_days')} label={t.columns.warranty} />
    </Stack>
  );
}

export const pricingDefaults = {
  price_cents: 0,
  unit: '1',
  wastage_percent: 0,
  required_time_days: 0,
  warranty_days: 7,
};
