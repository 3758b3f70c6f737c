import {
  CreateVariationOrder,
  type CreateVariationOrderInput,
  VO_QUANTITY_MAX,
  VO_QUANTITY_MIN,
  type ProjectVariationOrders,
  type VariationOrderView,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { voTexts as t } from '../../components/variation-orders';
import { useSaveVariationOrder } from './variation-orders-api';

const QUANTITIES = Array.from(
  { length: VO_QUANTITY_MAX - VO_QUANTITY_MIN + 1 },
  (_, i) => i + VO_QUANTITY_MIN,
);
const emptyLine = { area: '', items: '', quantity: 1, description_of_work: '' };
const texts = {
  newTitle: 'New Variation Order Request', // ours
  editTitle: 'Edit Variation Order Request', // ours
  addLine: 'Add Line', // ours
  removeLine: 'Remove line', // ours
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  line: 'Line',
} as const;

const isFilled = (line: CreateVariationOrderInput['lines'][number] | undefined) =>
  Boolean(line && line.area.trim() && line.items.trim() && line.description_of_work.trim() && line.quantity);

/**
 * Spec §5 "New variation order line": area, items, quantity (1 to 100) and description all required
 * ("Please fill every field to continue"), one service category per order, created only by the button
 * after at least one line. The same zod schema checks the request on the server.
 */
export function VariationOrderForm({
  projectId,
  services,
  order,
  onClose,
}: {
  projectId: string;
  services: ProjectVariationOrders['services'];
  order: VariationOrderView | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveVariationOrder(projectId);
  const form = useForm<CreateVariationOrderInput, unknown, CreateVariationOrder>({
    resolver: zodResolver(CreateVariationOrder),
    defaultValues: order
      ? {
          project_service_id: order.project_service_id,
          lines: order.lines.map(({ area, items, quantity, description_of_work }) => ({
            area,
            items,
            quantity,
            description_of_work,
          })),
        }
      : { project_service_id: services[0]?.project_service_id ?? '', lines: [emptyLine] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const serviceId = useWatch({ control: form.control, name: 'project_service_id' });
  const allFilled = Boolean(serviceId) && watched.length > 0 && watched.every(isFilled);

  const submit = form.handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      { id: order?._id ?? null, body },
      {
        onSuccess: () => {
          toast.success(order ? t.orderUpdated : t.newOrderCreated);
          onClose();
        },
        onError: (error) => toast.fromError(error),
      },
    );
  });

  return (
    <Modal
      open
      title={order ? texts.editTitle : texts.newTitle}
      maxWidth="md"
      onClose={save.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            {texts.cancel}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={!allFilled || save.isPending}>
            {order ? texts.save : texts.create}
          </Button>
        </>
      }
    >
      <Stack spacing={2} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
        <Controller
          control={form.control}
          name="project_service_id"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t.service}
              {...field}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {services.map((s) => (
                <MenuItem key={s.project_service_id} value={s.project_service_id}>
                  {s.services} ({s.merchant_name})
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {lines.fields.map((field, index) => (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2">
                {texts.line} {index + 1}
              </Typography>
              {lines.fields.length > 1 && (
                <IconButton
                  aria-label={`${texts.removeLine} ${index + 1}`}
                  onClick={() => lines.remove(index)}
                >
                  ×
                </IconButton>
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                label={t.columns.area}
                {...form.register(`lines.${index}.area`)}
                error={Boolean(form.formState.errors.lines?.[index]?.area)}
                fullWidth
              />
              <TextField
                label={t.columns.items}
                {...form.register(`lines.${index}.items`)}
                error={Boolean(form.formState.errors.lines?.[index]?.items)}
                fullWidth
              />
              <Controller
                control={form.control}
                name={`lines.${index}.quantity`}
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
            </Stack>
            <TextField
              label={t.columns.description}
              {...form.register(`lines.${index}.description_of_work`)}
              error={Boolean(form.formState.errors.lines?.[index]?.description_of_work)}
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 1.5 }}
            />
          </Paper>
        ))}
        {!allFilled && <Alert severity="info">{t.fillEveryField}</Alert>}
        <Button
          onClick={() => lines.append(emptyLine)}
          disabled={!allFilled}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.addLine}
        </Button>
      </Stack>
    </Modal>
  );
}
