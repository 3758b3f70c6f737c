import {
  type AdminVoucher,
  AdminVoucherInput,
  DEFAULT_ROWS_PER_PAGE,
  formatDate,
  formatSgd,
  publicFileURI,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowParams } from '@mui/x-data-grid';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError, userMessageOf } from '../../lib/errors';
import { uploadFile } from '../../lib/upload';
import { useAdminVouchers, useSaveVoucher } from './rewards-api';

const PAGE_SIZES = [DEFAULT_ROWS_PER_PAGE, 50, 100, 150];
type FormInput = z.input<typeof AdminVoucherInput>;
const fields = [
  'company_name',
  'title',
  'code',
  'description',
  'terms_conditions',
  'validity',
  'logo_url',
  'image_url',
] as const;

const columns: GridColDef<AdminVoucher>[] = [
  { field: 'company_name', headerName: 'Partner', width: 180, sortable: false },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200, sortable: false },
  { field: 'code', headerName: 'Code', width: 140, sortable: false },
  { field: 'is_qr', headerName: 'QR', width: 70, type: 'boolean', sortable: false },
  {
    field: 'validity',
    headerName: 'Valid until',
    width: 120,
    sortable: false,
    valueFormatter: (v: string) => formatDate(v),
  },
  {
    field: 'value_cents',
    headerName: 'Worth',
    width: 110,
    sortable: false,
    valueFormatter: (v: number) => formatSgd(v),
  },
  { field: 'redemptions', headerName: 'Redeemed', width: 100, type: 'number', sortable: false },
  { field: 'is_active', headerName: 'Active', width: 80, type: 'boolean', sortable: false },
];

const toForm = (v: AdminVoucher | null): FormInput =>
  v
    ? {
        company_name: v.company_name,
        title: v.title,
        code: v.code,
        is_qr: v.is_qr,
        description: v.description,
        terms_conditions: v.terms_conditions,
        validity: v.validity.slice(0, 10),
        logo_url: v.logo_url ?? '',
        image_url: v.image_url ?? '',
        value_cents: v.value_cents,
        is_active: v.is_active,
      }
    : {
        company_name: '',
        title: '',
        code: '',
        is_qr: false,
        description: '',
        terms_conditions: '',
        validity: '',
        logo_url: '',
        image_url: '',
        value_cents: 0,
        is_active: true,
      };

function VoucherDialog({ voucher, onClose }: { voucher: AdminVoucher | null; onClose: () => void }) {
  const save = useSaveVoucher();
  const toast = useToast();
  const form = useForm<FormInput, unknown, AdminVoucherInput>({
    resolver: zodResolver(AdminVoucherInput),
    defaultValues: toForm(voucher),
  });
  const { errors } = form.formState;
  // Issue 16: the pictures are uploaded here (an admin's inventory picture is public), or typed as addresses.
  const [uploading, setUploading] = useState<'logo_url' | 'image_url' | null>(null);
  const upload = async (name: 'logo_url' | 'image_url', file: File | undefined) => {
    if (!file) return;
    setUploading(name);
    try {
      const stored = await uploadFile(file, 'inventory');
      form.setValue(name, publicFileURI(stored._id), { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      toast.fromError(error);
    } finally {
      setUploading(null);
    }
  };
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: voucher?._id ?? null, input },
      {
        onSuccess: () => {
          toast.success('Voucher saved.');
          onClose();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.errors : [];
          for (const f of fieldErrors) {
            const name = fields.find((n) => n === f.field);
            if (name) form.setError(name, { message: f.message });
          }
          if (fieldErrors.length === 0) toast.fromError(error);
        },
      },
    ),
  );
  const text = (name: (typeof fields)[number], label: string, extra: object = {}) => (
    <TextField
      {...form.register(name)}
      label={label}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      fullWidth
      {...extra}
    />
  );
  return (
    <Modal
      open
      title={voucher ? 'Edit voucher' : 'New voucher'}
      onClose={save.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="voucher-form" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Stack component="form" id="voucher-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        {text('company_name', 'Partner company', { required: true })}
        {text('title', 'Title', { required: true })}
        {text('code', 'Voucher code', { required: true })}
        <Controller
          control={form.control}
          name="is_qr"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Show as a QR code"
            />
          )}
        />
        {text('validity', 'Valid until', {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        <TextField
          {...form.register('value_cents', { valueAsNumber: true })}
          label="Worth (cents)"
          type="number"
          error={Boolean(errors.value_cents)}
          helperText={errors.value_cents?.message}
        />
        {text('description', 'Description (html; cleaned when saved)', { multiline: true, minRows: 3 })}
        {text('terms_conditions', 'Terms and conditions (html; cleaned when saved)', {
          multiline: true,
          minRows: 3,
        })}
        {(
          [
            ['logo_url', 'Logo image'],
            ['image_url', 'Voucher image'],
          ] as const
        ).map(([name, label]) => (
          <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {text(name, `${label} address`)}
            <Button
              variant="outlined"
              component="label"
              disabled={uploading !== null}
              sx={{ flexShrink: 0, mt: 1 }}
            >
              {uploading === name ? 'Uploading…' : 'Upload'}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                aria-label={`Upload ${label.toLowerCase()}`}
                onChange={(e) => {
                  void upload(name, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
          </Stack>
        ))}
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Shown to clients"
            />
          )}
        />
      </Stack>
    </Modal>
  );
}

/** `/admin/vouchers` (issue 16): partner vouchers, with code or QR, validity, terms and images. */
export function AdminVouchersPage() {
  const [query, setQuery] = useState({ page: 0, rowsPerPage: DEFAULT_ROWS_PER_PAGE, search: '' });
  const [editing, setEditing] = useState<AdminVoucher | null | 'new'>(null);
  const list = useAdminVouchers(query);
  const onPage = (m: GridPaginationModel) =>
    setQuery((q) => ({ ...q, page: m.page, rowsPerPage: m.pageSize }));
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Vouchers
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        Partner vouchers a client receives once their deposit is approved. Click a row to edit it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Search partner or title"
          value={query.search}
          onChange={(e) => setQuery((q) => ({ ...q, page: 0, search: e.target.value }))}
        />
        <Button variant="contained" onClick={() => setEditing('new')}>
          New voucher
        </Button>
      </Stack>
      {list.isError ? (
        <Alert severity="error">{userMessageOf(list.error)}</Alert>
      ) : (
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <DataGrid
            aria-label="Vouchers"
            rows={list.data?.items ?? []}
            getRowId={(row) => row._id}
            columns={columns}
            loading={list.isFetching}
            rowCount={list.data?.totalCount ?? 0}
            paginationMode="server"
            pageSizeOptions={PAGE_SIZES}
            paginationModel={{ page: query.page, pageSize: query.rowsPerPage }}
            onPaginationModelChange={onPage}
            onRowClick={(params: GridRowParams<AdminVoucher>) => setEditing(params.row)}
            disableColumnFilter
            disableRowSelectionOnClick
            autoHeight
          />
        </Box>
      )}
      {editing && (
        <VoucherDialog voucher={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
