import {
  formatDateTime,
  formatSgd,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KINDS,
  TransactionKind,
  TransactionPage,
  type TransactionRow,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { api, apiUrl, type Query } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';

export const transactionTexts = {
  title: 'Transaction',
  kind: 'Kind',
  all: 'All', // ours
  from: 'From',
  to: 'To',
  search: 'Search transaction no or project ID', // ours
  exportCsv: 'Export CSV',
  date: 'Date',
  project: 'Project',
  client: 'Client',
  stage: 'Stage',
  amount: 'Amount',
  status: 'Status',
  method: 'Payment method',
  transactionNo: 'Transaction no',
  retry: 'Retry',
} as const;
const t = transactionTexts;

const columns: GridColDef<TransactionRow>[] = [
  { field: 'created_at', headerName: t.date, width: 150, valueFormatter: (v: string) => formatDateTime(v) },
  {
    field: 'kind',
    headerName: t.kind,
    width: 170,
    valueFormatter: (v: TransactionKind) => TRANSACTION_KIND_LABELS[v],
  },
  { field: 'project_name', headerName: t.project, minWidth: 160, flex: 1, sortable: false },
  { field: 'client_name', headerName: t.client, width: 160, sortable: false },
  { field: 'stage', headerName: t.stage, width: 80, type: 'number' },
  { field: 'amount_cents', headerName: t.amount, width: 130, valueFormatter: (v: number) => formatSgd(v) },
  { field: 'status', headerName: t.status, width: 110 },
  { field: 'payment_method', headerName: t.method, width: 140 },
  { field: 'transaction_no', headerName: t.transactionNo, width: 160 },
];

/** Public spec "admin has ... transaction" (issue 18 item 7): every payment, filtered, paged, exported. */
export function TransactionsPage() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const filters: Query = {
    ...(kind ? { find: kind, findBy: 'kind' } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  const query = useQuery({
    queryKey: ['admin', 'transactions', grid.query, filters],
    queryFn: ({ signal }) =>
      api.get('/admin/transactions', {
        schema: TransactionPage,
        signal,
        query: { ...grid.query, ...filters },
      }),
    placeholderData: keepPreviousData,
  });
  const { page: _page, rowsPerPage: _rows, ...sort } = grid.query;
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      grid.resetPage();
    };
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t.kind}
          value={kind}
          onChange={(e) => changed(setKind)(TransactionKind.safeParse(e.target.value).data ?? '')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t.all}</MenuItem>
          {TRANSACTION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {TRANSACTION_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {(
          [
            [t.from, from, setFrom],
            [t.to, to, setTo],
          ] as const
        ).map(([label, value, set]) => (
          <TextField
            key={label}
            type="date"
            size="small"
            label={label}
            value={value}
            onChange={(e) => changed(set)(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <TextField
          size="small"
          label={t.search}
          value={search}
          onChange={(e) => changed(setSearch)(e.target.value)}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
        />
        <Button
          variant="outlined"
          href={apiUrl('/admin/transactions/export', { ...sort, ...filters })}
          download
        >
          {t.exportCsv}
        </Button>
      </Stack>
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(query.error)}
        </Alert>
      )}
      <ServerGrid
        label={t.title}
        rows={query.data?.items ?? []}
        rowCount={query.data?.totalCount ?? 0}
        columns={columns}
        loading={query.isFetching}
        state={grid}
        getRowId={(row) => `${row.kind}:${row._id}`}
      />
    </Stack>
  );
}
