import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type PayableMerchantRow, RecordPayoutInput, type StoredFile, formatSgd } from '@reno/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { adminPayoutsQuery, useRecordPayout } from './approvals-api';
import { approvalsTexts as t } from './approvals-texts';
import { PhotoPicker } from '../../components/photo-picker';

type PayoutForm = { bank_reference: string; transfer_date: string };
const todaySg = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function PayoutDialog({ row, onClose }: { row: PayableMerchantRow; onClose: () => void }) {
  const [receipt, setReceipt] = useState<StoredFile[]>([]);
  const [confirming, setConfirming] = useState<RecordPayoutInput | null>(null);
  const record = useRecordPayout();
  const toast = useToast();
  const schema = RecordPayoutInput.pick({ bank_reference: true, transfer_date: true });
  const form = useForm<PayoutForm>({
    resolver: zodResolver(schema) as unknown as Resolver<PayoutForm>,
    defaultValues: { bank_reference: '', transfer_date: todaySg() },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) =>
    setConfirming({
      merchant_id: row._id,
      expected_amount_cents: row.payable_cents,
      bank_reference: v.bank_reference,
      transfer_date: v.transfer_date,
      receipt_file_id: receipt.at(-1)?._id ?? null,
    }),
  );
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="payout-title" fullWidth maxWidth="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id="payout-title">{t.recordPayout}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography>
                {row.company_name}: {formatSgd(row.payable_cents)} ({row.items} items)
              </Typography>
              <TextField
                {...form.register('bank_reference')}
                label={t.bankReference}
                error={Boolean(errors.bank_reference)}
                helperText={errors.bank_reference?.message ?? ' '}
              />
              <TextField
                {...form.register('transfer_date')}
                type="date"
                label={t.transferDate}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.transfer_date)}
                helperText={errors.transfer_date?.message ?? ' '}
              />
              <PhotoPicker photos={receipt} onChange={setReceipt} label={t.transferReceipt} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.cancel}</Button>
            <Button type="submit" variant="contained">
              {t.recordPayout}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={t.recordPayout}
        message={`${formatSgd(row.payable_cents)} to ${row.company_name}. ${t.confirmPayout}`}
        confirmLabel={t.recordPayout}
        isWorking={record.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          record.mutate(confirming, {
            onSuccess: () => {
              toast.success(t.payoutRecorded);
              onClose();
            },
            onError: (e) => {
              setConfirming(null);
              toast.fromError(e);
            },
          })
        }
      />
    </>
  );
}

/** Admin: what is payable to each merchant, and the transfers (permission record_payouts). */
export function AdminPayoutsPage() {
  const state = useServerGridState([{ field: 'payable_cents', sort: 'desc' }]);
  const query = useQuery({ ...adminPayoutsQuery(state.query), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<PayableMerchantRow | null>(null);
  const money = (v: number) => formatSgd(v);
  const columns: GridColDef<PayableMerchantRow>[] = [
    { field: 'company_name', headerName: 'Merchant', flex: 1, minWidth: 180 },
    { field: 'items', headerName: 'Items', minWidth: 80 },
    {
      field: 'fee_bps',
      headerName: 'Service fee',
      minWidth: 110,
      sortable: false,
      valueFormatter: (v: number) => `${v / 100}%`,
    },
    { field: 'payable_cents', headerName: t.payable, minWidth: 130, valueFormatter: money },
    { field: 'paid_out_cents', headerName: 'Paid out', minWidth: 130, valueFormatter: money },
    {
      field: 'actions',
      headerName: '',
      sortable: false,
      minWidth: 160,
      renderCell: ({ row }) =>
        row.payable_cents > 0 ? (
          <Button size="small" onClick={() => setOpen(row)}>
            {t.recordPayout}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.payoutsTitle}
      </Typography>
      {query.isError ? <Alert severity="error">{userMessageOf(query.error)}</Alert> : null}
      <ServerGrid
        label={t.payoutsTitle}
        rows={query.data?.items ?? []}
        rowCount={query.data?.totalCount ?? 0}
        columns={columns}
        loading={query.isFetching}
        state={state}
        getRowId={(row) => row._id}
      />
      {open ? <PayoutDialog row={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
