import {
  formatDateTime,
  SUPPORT_STATUSES,
  SupportRequestPage,
  SupportStatus,
  type SupportRequestView,
} from '@reno/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { api, type Query } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';
import { SupportRequestDialog } from './support-request-dialog';

export const supportTexts = {
  title: 'Support',
  created: 'Created',
  subject: 'Subject',
  from: 'From', // ours
  project: 'Project',
  status: 'Status',
  open: 'Open',
  close: 'Close',
  image: 'Image',
  retry: 'Retry',
  all: 'All', // ours
} as const;
const t = supportTexts;

const supportRequestsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['admin', 'support-requests', query],
    queryFn: ({ signal }) =>
      api.get('/admin/support-requests', { schema: SupportRequestPage, signal, query }),
  });

const requester = (r: SupportRequestView) =>
  `${r.requester.company_name ?? r.requester.name} (${r.requester.email})`;

/** Admin support (public spec "admin has ... support"): the requests merchants and PMs send, newest first. */
export function SupportRequestsPage() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [open, setOpen] = useState<SupportRequestView | null>(null);
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const query = useQuery({
    ...supportRequestsQuery({ ...grid.query, ...(status ? { find: status, findBy: 'status' } : {}) }),
    placeholderData: keepPreviousData,
  });
  const columns: GridColDef<SupportRequestView>[] = [
    {
      field: 'created_at',
      headerName: t.created,
      width: 150,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      field: 'subject',
      headerName: t.subject,
      minWidth: 200,
      flex: 1,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setOpen(row)} sx={{ textTransform: 'none' }}>
          {row.subject}
        </Button>
      ),
    },
    {
      field: 'requester',
      headerName: t.from,
      minWidth: 220,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => requester(row),
    },
    { field: 'project_name', headerName: t.project, width: 160, sortable: false },
    { field: 'status', headerName: t.status, width: 100 },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <TextField
        select
        size="small"
        label={t.status}
        value={status}
        onChange={(e) => {
          setStatus(SupportStatus.safeParse(e.target.value).data ?? '');
          grid.resetPage();
        }}
        sx={{ maxWidth: 220 }}
      >
        <MenuItem value="">{t.all}</MenuItem>
        {SUPPORT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
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
        getRowId={(row) => row._id}
      />
      {open && (
        <SupportRequestDialog request={open} requester={requester(open)} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
