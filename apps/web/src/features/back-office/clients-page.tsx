import { type AdminClientRow, formatDate } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { userMessageOf } from '../../lib/errors';
import { clientsQuery } from './back-office-api';
import { ColumnSearch, type ColumnSearchValue } from './column-search';

export const clientsTexts = {
  title: 'Clients',
  salutation: 'Salutation',
  gender: 'Gender',
  firstName: 'First Name',
  lastName: 'Last Name',
  dateOfBirth: 'Date of Birth',
  citizenship: 'Citizenship',
  mailingAddress: 'Mailing Address',
  postalCode: 'Postal Code',
  mobile: 'Mobile Number',
  email: 'Email',
  created: 'Created',
  lastLogin: 'Last Login',
  status: 'Status',
  active: 'Active',
  inactive: 'Deactivated', // ours
  open: 'Open',
  retry: 'Retry',
} as const;
const t = clientsTexts;

const dateOrDash = (v: string | null) => (v ? formatDate(v) : '—');

/** Spec "Client-list columns", in the spec's order. */
const SEARCHABLE = [
  { field: 'salutation', label: t.salutation },
  { field: 'gender', label: t.gender },
  { field: 'first_name', label: t.firstName },
  { field: 'last_name', label: t.lastName },
  { field: 'nationality', label: t.citizenship },
  { field: 'mailing_address', label: t.mailingAddress },
  { field: 'postal_code', label: t.postalCode },
  { field: 'handphone_no', label: t.mobile },
  { field: 'email', label: t.email },
] as const;

/** Issue 18 item 2: every client, on a server-side grid. */
export function ClientsPage() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [search, setSearch] = useState<ColumnSearchValue | null>(null);
  const query = useQuery({
    ...clientsQuery({ ...grid.query, ...search }),
    placeholderData: keepPreviousData,
  });
  const columns: GridColDef<AdminClientRow>[] = [
    { field: 'salutation', headerName: t.salutation, width: 100 },
    { field: 'gender', headerName: t.gender, width: 90 },
    {
      field: 'first_name',
      headerName: t.firstName,
      minWidth: 130,
      flex: 1,
      renderCell: ({ row }) => (
        <RouterLink
          to={`/admin/users/clients/${row._id}`}
          aria-label={`${t.open} ${row.first_name} ${row.last_name}`}
        >
          {row.first_name}
        </RouterLink>
      ),
    },
    { field: 'last_name', headerName: t.lastName, minWidth: 120, flex: 1 },
    { field: 'date_of_birth', headerName: t.dateOfBirth, width: 120, valueFormatter: dateOrDash },
    { field: 'nationality', headerName: t.citizenship, width: 120 },
    { field: 'mailing_address', headerName: t.mailingAddress, minWidth: 160, flex: 1 },
    { field: 'postal_code', headerName: t.postalCode, width: 110 },
    { field: 'handphone_no', headerName: t.mobile, width: 130 },
    { field: 'email', headerName: t.email, minWidth: 200, flex: 1 },
    { field: 'created_at', headerName: t.created, width: 110, valueFormatter: dateOrDash },
    { field: 'last_login', headerName: t.lastLogin, width: 110, valueFormatter: dateOrDash },
    {
      field: 'is_active',
      headerName: t.status,
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.is_active ? 'success' : 'default'}
          label={row.is_active ? t.active : t.inactive}
        />
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <ColumnSearch
        columns={SEARCHABLE}
        onSearch={(value) => {
          setSearch(value);
          grid.resetPage();
        }}
      />
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
    </Stack>
  );
}
