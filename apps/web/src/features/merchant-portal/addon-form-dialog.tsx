import {
  MerchantAddOn,
  type MerchantAddOnInput,
  VO_QUANTITY_MAX,
  type ProjectVariationOrders,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { voTexts as t } from '../../components/variation-orders';
import { useMerchantVariationOrderMutations } from './merchant-vo-api';
import { VoPricingFields, pricingDefaults } from './vo-pricing-fields';

const QUANTITIES = Array.from({ length: VO_QUANTITY_MAX }, (_, i) => i + 1);
const emptyLine = { area: '', items: '', quantity: 1, description_of_work: '', ...pricingDefaults };

/** variationOrders/merchant-addon: a priced add-on on a service the merchant holds; the client decides. */
export function AddOnFormDialog({
  projectId,
  services,
  onClose,
}: {
  projectId: string;
  services: ProjectVariationOrders['services'];
  onClose: () => void;
}) {
  const toast = useToast();
  const { propose } = useMerchantVariationOrderMutations(projectId);
  const form = useForm<MerchantAddOnInput, unknown, MerchantAddOn>({
    resolver: zodResolver(MerchantAddOn),
    defaultValues: { project_service_id: services[0]?.project_service_id ?? '', lines: [emptyLine] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const submit = form.handleSubmit((body) =>
    propose.mutate(body, {
      onSuccess: () => {
        toast.success(t.newOrderCreated);
        onClose();
      },
      onError: (e) => toast.fromError(e),
    }),
  );
  return (
    <Modal
      open
      title="Propose Add-on"
      maxWidth="md"
      onClose={propose.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={propose.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={propose.isPending}>
            Send to client
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="project_service_id"
          render={({ field }) => (
            <TextField select label={t.service} {...field}>
              {services.map((s) => (
                <MenuItem key={s.project_service_id} value={s.project_service_id}>
                  {s.services}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {lines.fields.map((field, i) => (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                label={t.columns.area}
                {...form.register(`lines.${i}.area`)}
                error={Boolean(errors?.[i]?.area)}
                helperText={errors?.[i]?.area?.message}
                fullWidth
              />
              <TextField
                label={t.columns.items}
                {...form.register(`lines.${i}.items`)}
                error={Boolean(errors?.[i]?.items)}
                helperText={errors?.[i]?.items?.message}
                fullWidth
              />
              <Controller
                control={form.control}
                name={`lines.${i}.quantity`}
                render={({ field: q }) => (
                  <TextField
                    select
                    label={t.columns.quantity}
                    value={q.value}
                    onChange={(e) => q.onChange(Number(e.target.value))}
                    sx={{ minWidth: 110 }}
                  >
                    {QUANTITIES.map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {lines.fields.length > 1 && (
                <IconButton aria-label={`Remove line ${i + 1}`} onClick={() => lines.remove(i)}>
                  ×
                </IconButton>
              )}
            </Stack>
            <TextField
              label={t.columns.description}
              {...form.register(`lines.${i}.description_of_work`)}
              error={Boolean(errors?.[i]?.description_of_work)}
              helperText={errors?.[i]?.description_of_work?.message}
              fullWidth
              multiline
              sx={{ mt: 1.5 }}
            />
            <VoPricingFields control={form.control} prefix={`lines.${i}`} />
          </Paper>
        ))}
        <Button onClick={() => lines.append(emptyLine)} sx={{ alignSelf: 'flex-start' }}>
          Add Line
        </Button>
      </Stack>
    </Modal>
  );
}
