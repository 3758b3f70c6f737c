import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type ApprovalItemView, formatDate, formatSgd } from '@reno/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { ApprovalItemCard } from './approval-item-card';
import { adminHoldsQuery, useResolveHold } from './approvals-api';
import { approvalsTexts as t } from './approvals-texts';

function ResolveDialog({ item, onClose }: { item: ApprovalItemView; onClose: () => void }) {
  const [outcome, setOutcome] = useState<'rework' | 'refund'>('rework');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveHold();
  const toast = useToast();
  const send = () =>
    resolve.mutate(
      { id: item._id, body: { outcome, note } },
      {
        onSuccess: () => {
          toast.success(t.resolved);
          onClose();
        },
        onError: (e) => {
          setConfirming(false);
          toast.fromError(e);
        },
      },
    );
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="resolve-title" fullWidth maxWidth="sm">
        <DialogTitle id="resolve-title">{t.resolveTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ApprovalItemCard item={item} />
            <TextField
              select
              label={t.outcome}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as 'rework' | 'refund')}
            >
              <MenuItem value="rework">{t.holdOutcome.rework}</MenuItem>
              <MenuItem value="refund">{t.holdOutcome.refund}</MenuItem>
            </TextField>
            <TextField
              label={t.note}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="contained" disabled={note.trim() === ''} onClick={() => setConfirming(true)}>
            {t.resolve}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t.resolveTitle}
        message={`${t.holdOutcome[outcome]}: ${item.services}, ${formatSgd(item.amount_cents)}. This cannot be undone.`}
        confirmLabel={t.resolve}
        isWorking={resolve.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Admin: holds waiting for a decision, and the ones decided (permission resolve_holds). */
export function AdminHoldsPage() {
  const state = useServerGridState();
  const [status, setStatus] = useState('Hold');
  const query = useQuery({
    ...adminHoldsQuery({ ...state.query, ...(status ? { find: status, findBy: 'status' } : {}) }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<ApprovalItemView | null>(null);
  const columns: GridColDef<ApprovalItemView>[] = [
    { field: 'project_name', headerName: 'Project', flex: 1, minWidth: 160 },
    { field: 'services', headerName: 'Services', flex: 1, minWidth: 140, sortable: false },
    { field: 'merchant_name', headerName: 'Merchant', flex: 1, minWidth: 160 },
    {
      field: 'issue',
      headerName: 'Issue',
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => row.hold?.issue_type ?? '',
    },
    { field: 'status', headerName: 'Status', minWidth: 110 },
    {
      field: 'completed_at',
      headerName: 'Completed',
      minWidth: 120,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'actions',
      headerName: '',
      sortable: false,
      minWidth: 120,
      renderCell: ({ row }) =>
        row.status === 'Hold' ? (
          <Button size="small" onClick={() => setOpen(row)}>
            {t.resolve}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.holdsTitle}
      </Typography>
      <TextField
        select
        label="Status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          state.resetPage();
        }}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="Hold">On hold</MenuItem>
        <MenuItem value="Rework">Back to the merchant</MenuItem>
        <MenuItem value="Refunded">Refunded</MenuItem>
        <MenuItem value="">All</MenuItem>
      </TextField>
      {query.isError ? <Alert severity="error">{userMessageOf(query.error)}</Alert> : null}
      <ServerGrid
        label={t.holdsTitle}
        rows={query.data?.items ?? []}
        rowCount={query.data?.totalCount ?? 0}
        columns={columns}
        loading={query.isFetching}
        state={state}
        getRowId={(row) => row._id}
      />
      {open ? <ResolveDialog item={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
