import {
  AdminEzcashAdjustment,
  type AdminEzcashRow,
  DEFAULT_ROWS_PER_PAGE,
  ezcashMessages as m,
  formatDateTime,
  formatCount,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { ApiError, userMessageOf } from '../../lib/errors';
import { type EzcashLedgerQuery, useAdjustEzcash, useEzcashLedger } from './rewards-api';

const texts = {
  title: 'EZcash', // ours
  subtitle: 'Every award and spend of EZcash, newest first. Award or claw back with a reason.', // ours
  adjust: 'Award or claw back',
  search: 'Search reason',
  email: "Client's email",
  direction: 'Action',
  award: 'Award',
  clawback: 'Claw back',
  amount: 'Amount (EZcash)',
  reason: 'Reason (shown to the client)',
  save: 'Save',
  cancel: 'Cancel',
  confirmTitle: 'Please confirm',
  confirm: (d: string, n: number, email: string) =>
    `${d === 'award' ? 'Award' : 'Claw back'} ${formatCount(n)} EZcash ${d === 'award' ? 'to' : 'from'} ${email}? This adds a row to the ledger and cannot be undone.`,
  yes: 'YES',
  retry: 'Retry',
} as const;

/** Page sizes of admin lists (developers' guide: 50/100/150, default 20). */
const PAGE_SIZES = [DEFAULT_ROWS_PER_PAGE, 50, 100, 150];

const columns: GridColDef<AdminEzcashRow>[] = [
  { field: 'created_at', headerName: 'Date', width: 160, valueFormatter: (v: string) => formatDateTime(v) },
  { field: 'client_name', headerName: 'Client', width: 170, sortable: false },
  { field: 'client_email', headerName: 'Email', width: 220, sortable: false },
  { field: 'ezcash_category', headerName: 'Category', width: 150 },
  {
    field: 'ezcash_amount',
    headerName: 'Amount',
    width: 110,
    type: 'number',
    valueGetter: (_v, row) => (row.operator === 'increment' ? row.ezcash_amount : -row.ezcash_amount),
  },
  { field: 'approval_status', headerName: 'Status', width: 110 },
  { field: 'ezcash_info', headerName: 'Reason / info', flex: 1, minWidth: 220 },
  { field: 'created_by_name', headerName: 'By', width: 140, sortable: false },
];

type FormInput = z.input<typeof AdminEzcashAdjustment>;
const blank = (): FormInput => ({
  email: '',
  direction: 'award',
  amount: 0,
  reason: '',
  request_id: crypto.randomUUID(),
});

function AdjustDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const adjust = useAdjustEzcash();
  const [pending, setPending] = useState<AdminEzcashAdjustment | null>(null);
  const form = useForm<FormInput, unknown, AdminEzcashAdjustment>({
    resolver: zodResolver(AdminEzcashAdjustment),
    defaultValues: blank(),
  });
  const { errors } = form.formState;
  const send = () => {
    if (!pending) return;
    adjust.mutate(pending, {
      onSuccess: (result) => {
        toast.success(`${m.adjusted} Balance now ${formatCount(result.balance)} EZcash.`);
        onClose();
      },
      onError: (error) => {
        setPending(null);
        const fields = error instanceof ApiError ? error.errors : [];
        for (const f of fields) {
          if (f.field === 'email' || f.field === 'amount' || f.field === 'reason') {
            form.setError(f.field, { message: f.message });
          }
        }
        if (fields.length === 0) toast.fromError(error);
      },
    });
  };
  return (
    <Modal
      open
      title={pending ? texts.confirmTitle : texts.adjust}
      onClose={adjust.isPending ? undefined : onClose}
      actions={
        pending ? (
          <>
            <Button onClick={() => setPending(null)} disabled={adjust.isPending}>
              {texts.cancel}
            </Button>
            <Button variant="contained" onClick={send} disabled={adjust.isPending}>
              {texts.yes}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{texts.cancel}</Button>
            <Button type="submit" form="ezcash-adjust-form" variant="contained">
              {texts.save}
            </Button>
          </>
        )
      }
    >
      {pending ? (
        <Typography>{texts.confirm(pending.direction, pending.amount, pending.email)}</Typography>
      ) : (
        <Stack
          component="form"
          id="ezcash-adjust-form"
          noValidate
          spacing={2}
          onSubmit={(e) => void form.handleSubmit((values) => setPending(values))(e)}
        >
          <TextField
            {...form.register('email')}
            label={texts.email}
            type="email"
            required
            autoFocus
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <Controller
            control={form.control}
            name="direction"
            render={({ field }) => (
              <TextField select label={texts.direction} {...field}>
                <MenuItem value="award">{texts.award}</MenuItem>
                <MenuItem value="clawback">{texts.clawback}</MenuItem>
              </TextField>
            )}
          />
          <TextField
            {...form.register('amount', { valueAsNumber: true })}
            label={texts.amount}
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            error={Boolean(errors.amount)}
            helperText={errors.amount?.message}
          />
          <TextField
            {...form.register('reason')}
            label={texts.reason}
            required
            multiline
            minRows={2}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          />
        </Stack>
      )}
    </Modal>
  );
}

/** `/admin/ezcash` (issue 16): the EZcash ledger, paged, sorted and searched on the server. */
export function AdminEzcashPage() {
  const [query, setQuery] = useState<EzcashLedgerQuery>({
    page: 0,
    rowsPerPage: DEFAULT_ROWS_PER_PAGE,
    sortBy: 'created_at',
    sort: 'desc',
    search: '',
  });
  const [adjusting, setAdjusting] = useState(false);
  const ledger = useEzcashLedger(query);
  const onPage = (model: GridPaginationModel) =>
    setQuery((q) => ({ ...q, page: model.page, rowsPerPage: model.pageSize }));
  const onSort = (model: GridSortModel) => {
    const first = model[0];
    setQuery((q) => ({
      ...q,
      page: 0,
      sortBy: first?.field ?? 'created_at',
      sort: first?.sort === 'asc' ? 'asc' : 'desc',
    }));
  };
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{texts.subtitle}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={texts.search}
          value={query.search}
          onChange={(e) => setQuery((q) => ({ ...q, page: 0, search: e.target.value }))}
        />
        <Button variant="contained" onClick={() => setAdjusting(true)}>
          {texts.adjust}
        </Button>
      </Stack>
      {ledger.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void ledger.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {userMessageOf(ledger.error)}
        </Alert>
      ) : (
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <DataGrid
            aria-label={texts.title}
            rows={ledger.data?.items ?? []}
            getRowId={(row) => row._id}
            columns={columns}
            loading={ledger.isFetching}
            rowCount={ledger.data?.totalCount ?? 0}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            pageSizeOptions={PAGE_SIZES}
            paginationModel={{ page: query.page, pageSize: query.rowsPerPage }}
            onPaginationModelChange={onPage}
            sortModel={[{ field: query.sortBy, sort: query.sort }]}
            onSortModelChange={onSort}
            disableColumnFilter
            disableRowSelectionOnClick
            autoHeight
          />
        </Box>
      )}
      {adjusting && <AdjustDialog onClose={() => setAdjusting(false)} />}
    </Box>
  );
}
