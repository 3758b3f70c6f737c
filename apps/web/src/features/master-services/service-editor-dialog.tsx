import {
  AREA_TYPES,
  centsToMoneyText,
  formatDateTime,
  formatSgd,
  type CreateMasterService,
  MasterServiceForm,
  type MasterServiceDetail,
  type MasterServiceFormInput,
  NewMasterServiceForm,
  PREMIUM_STANDARD,
  PROPERTY_TYPES,
  QUANTITY_BASES,
  SERVICE_UNITS,
  type ServicePriceChange,
  type UpdateMasterService,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import {
  useCreateMasterService,
  useMasterService,
  useSaveMasterService,
  useServiceCategories,
} from './master-services-api';
import { masterServicesTexts as t } from './master-services-texts';

export const toForm = (d: MasterServiceDetail): MasterServiceFormInput => ({
  category_id: d.service.category_id,
  addon_of: d.service.addon_of ?? '',
  name: d.service.name,
  unit: d.service.unit,
  quantity_basis: d.service.quantity_basis,
  default_units: d.service.default_units,
  wastage: d.service.wastage,
  required_time: d.service.required_time,
  service_warranty_duration: d.service.service_warranty_duration,
  includes: d.service.includes,
  description_of_work: d.service.description_of_work,
  area_types: d.service.area_types,
  priority: d.service.priority,
  is_active: d.is_active,
  updated_at: d.updated_at,
  prices: d.service.prices.map((p) => ({
    property_type: p.property_type ?? '',
    premium_standard: p.premium_standard ?? '',
    price: centsToMoneyText(p.price_per_unit),
    competitor_price: centsToMoneyText(p.competitor_price),
  })),
});

const money = (cents: number | null) => (cents === null ? '-' : formatSgd(cents));
const changeText = (c: ServicePriceChange) =>
  `${[c.property_type ?? t.any, c.premium_standard ?? t.any].join(' / ')}: ${t.price} ${money(
    c.old_price_per_unit,
  )} → ${money(c.new_price_per_unit)}, ${t.marketRate} ${money(c.old_competitor_price)} → ${money(
    c.new_competitor_price,
  )}`;

/** What the new-service form starts from: a master service in a category, or an addon of a master. */
export interface NewServiceStart {
  defaults: MasterServiceFormInput;
  /** The master's name when the new service is its addon. */
  addonOfName?: string;
}

/**
 * The editor of one master service or addon: fields, its prices and the history of its prices. With
 * `start` instead of `id` it creates one (decision 022) and calls `onCreated` with the new id.
 */
export function ServiceEditorDialog(props: {
  id: string;
  onClose: () => void;
  onAddAddon?: (master: MasterServiceDetail) => void;
}) {
  const detail = useMasterService(props.id);
  return (
    <Modal open title={t.editService} onClose={props.onClose} maxWidth="md">
      {detail.isPending && <CircularProgress aria-label={t.editService} />}
      {detail.isError && <Alert severity="error">{userMessageOf(detail.error)}</Alert>}
      {detail.data && (
        <ServiceForm
          key={detail.data.service._id}
          detail={detail.data}
          onClose={props.onClose}
          {...(props.onAddAddon ? { onAddAddon: props.onAddAddon } : {})}
        />
      )}
    </Modal>
  );
}

export function NewServiceDialog(props: {
  start: NewServiceStart;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const title = props.start.addonOfName ? t.newAddon : t.newService;
  return (
    <Modal open title={title} onClose={props.onClose} maxWidth="md">
      <ServiceForm start={props.start} onClose={props.onClose} onCreated={props.onCreated} />
    </Modal>
  );
}

type FormOutput = UpdateMasterService | CreateMasterService;
const editResolver: Resolver<MasterServiceFormInput, unknown, FormOutput> = zodResolver(MasterServiceForm);
const newResolver: Resolver<MasterServiceFormInput, unknown, FormOutput> = zodResolver(NewMasterServiceForm);

function ServiceForm(props: {
  detail?: MasterServiceDetail;
  start?: NewServiceStart;
  onClose: () => void;
  onAddAddon?: (master: MasterServiceDetail) => void;
  onCreated?: (id: string) => void;
}) {
  const { detail, start, onClose } = props;
  const save = useSaveMasterService(detail?.service._id ?? '');
  const create = useCreateMasterService();
  const categories = useServiceCategories();
  const toast = useToast();
  const form = useForm<MasterServiceFormInput, unknown, FormOutput>({
    resolver: detail ? editResolver : newResolver,
    defaultValues: detail ? toForm(detail) : start?.defaults,
  });
  const isPending = save.isPending || create.isPending;
  const submit = form.handleSubmit((input) => {
    if ('updated_at' in input)
      save.mutate(input, {
        onSuccess: (saved) => {
          toast.success('Service saved.');
          // The next save must carry this save's updated_at, or it is refused as another admin's edit.
          form.reset(toForm(saved));
        },
        // The server's words: a stale form (another admin saved) or a rule the browser could not see.
        onError: (error) => toast.fromError(error),
      });
    else
      create.mutate(input, {
        onSuccess: (created) => {
          toast.success('Service added.');
          props.onCreated?.(created.service._id);
        },
        onError: (error) => toast.fromError(error),
      });
  });
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const { errors } = form.formState;
  const num = (
    name: 'default_units' | 'wastage' | 'required_time' | 'service_warranty_duration' | 'priority',
    label: string,
  ) => (
    <TextField
      {...form.register(name, { valueAsNumber: true })}
      label={label}
      type="number"
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      sx={{ flex: '1 1 140px' }}
    />
  );
  const select = (name: 'unit' | 'quantity_basis', label: string, options: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          {...field}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
          sx={{ flex: '1 1 160px' }}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const pricesError = errors.prices?.message ?? errors.prices?.root?.message;
  return (
    <Stack spacing={2}>
      {detail && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flex: '1 1 200px', overflowWrap: 'anywhere' }}
          >
            {detail.service._id}
            {detail.service.addon_of ? ` · ${t.addonOf} ${detail.service.addon_of}` : ''}
            {detail.addons.length > 0 ? ` · ${t.addons}: ${detail.addons.map((a) => a.name).join(', ')}` : ''}
          </Typography>
          {/* An addon belongs to a master service: addons of addons are not offered. */}
          {props.onAddAddon && !detail.service.addon_of && (
            <Button size="small" onClick={() => props.onAddAddon?.(detail)}>
              {t.addAddon}
            </Button>
          )}
        </Stack>
      )}
      {start?.addonOfName && (
        <Typography variant="body2" color="text.secondary">
          {t.addonOfName(start.addonOfName)}
        </Typography>
      )}
      <Stack
        component="form"
        id="master-service-form"
        noValidate
        spacing={2}
        onSubmit={(e) => void submit(e)}
      >
        {!detail && !start?.addonOfName && (
          <Controller
            control={form.control}
            name="category_id"
            render={({ field }) => (
              <TextField
                select
                label={t.chooseCategory}
                required
                {...field}
                error={Boolean(errors.category_id)}
                helperText={errors.category_id?.message}
              >
                {(categories.data ?? []).map((c) => (
                  <MenuItem key={c._id} value={c._id}>
                    {c.services} ({c.scope_of_work})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <TextField
          {...form.register('name')}
          label={t.name}
          required
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {select('unit', t.unit, SERVICE_UNITS)}
          {select('quantity_basis', t.quantityBasis, QUANTITY_BASES)}
          {num('default_units', t.defaultUnits)}
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t.prices}
        </Typography>
        <Alert severity="info">{t.savedQuotationsNote}</Alert>
        {prices.fields.map((line, i) => (
          <Stack
            key={line.id}
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            {(['property_type', 'premium_standard'] as const).map((n) => (
              <Controller
                key={n}
                control={form.control}
                name={`prices.${i}.${n}`}
                render={({ field }) => (
                  <TextField
                    select
                    label={n === 'property_type' ? t.propertyType : t.premiumStandard}
                    {...field}
                    sx={{ flex: '1 1 130px' }}
                  >
                    <MenuItem value="">{t.any}</MenuItem>
                    {(n === 'property_type' ? PROPERTY_TYPES : PREMIUM_STANDARD).map((o) => (
                      <MenuItem key={o} value={o}>
                        {o}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ))}
            {(['price', 'competitor_price'] as const).map((n) => (
              <TextField
                key={n}
                {...form.register(`prices.${i}.${n}`)}
                label={n === 'price' ? t.price : t.marketRate}
                inputMode="decimal"
                error={Boolean(errors.prices?.[i]?.[n])}
                helperText={errors.prices?.[i]?.[n]?.message}
                slotProps={{
                  htmlInput: { 'aria-label': `${n === 'price' ? t.price : t.marketRate} ${i + 1}` },
                }}
                sx={{ flex: '1 1 110px' }}
              />
            ))}
            <IconButton
              aria-label={`${t.removePrice} ${i + 1}`}
              onClick={() => prices.remove(i)}
              disabled={prices.fields.length <= 1}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {pricesError && <Alert severity="error">{pricesError}</Alert>}
        <Box>
          <Button
            onClick={() =>
              prices.append({ property_type: '', premium_standard: '', price: '', competitor_price: '' })
            }
          >
            {t.addPrice}
          </Button>
        </Box>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {num('wastage', t.wastage)}
          {num('required_time', t.requiredTime)}
          {num('service_warranty_duration', t.warranty)}
          {num('priority', t.priority)}
        </Stack>
        <TextField {...form.register('includes')} label={t.includes} multiline minRows={2} />
        <TextField
          {...form.register('description_of_work')}
          label={t.descriptionOfWork}
          multiline
          minRows={2}
        />
        <Controller
          control={form.control}
          name="area_types"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={AREA_TYPES}
              value={field.value}
              onChange={(_e, value) => field.onChange(value)}
              renderInput={(params) => <TextField {...params} label={t.areaTypes} />}
            />
          )}
        />
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t.active}
            />
          )}
        />
        {errors.quantity_basis?.message && <Alert severity="error">{errors.quantity_basis.message}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {detail ? t.save : t.add}
          </Button>
        </Stack>
      </Stack>
      {detail && <PriceHistory history={detail.history} />}
    </Stack>
  );
}

function PriceHistory({ history }: { history: ServicePriceChange[] }) {
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t.history}
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">{t.noHistory}</Typography>
      ) : (
        <Box component="ul" aria-label={t.history} sx={{ pl: 2, m: 0 }}>
          {history.map((c) => (
            <li key={c._id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {formatDateTime(c.changed_at)} · {c.changed_by.name} · {changeText(c)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
