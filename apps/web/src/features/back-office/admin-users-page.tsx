import { type AdminUserRow, formatDate } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { userMessageOf } from '../../lib/errors';
import { adminUsersQuery } from './back-office-api';
import { ColumnSearch, type ColumnSearchValue } from './column-search';

export const adminUsersTexts = {
  title: 'Admins',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile Number',
  created: 'Created',
  lastLogin: 'Last Login',
  retry: 'Retry',
} as const;
const t = adminUsersTexts;
const dateOrDash = (v: string | null) => (v ? formatDate(v) : '—');

/** Issue 18 item 2: the admin accounts (their groups are on the Admin Permission page). */
export function AdminUsersPage() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [search, setSearch] = useState<ColumnSearchValue | null>(null);
  const query = useQuery({
    ...adminUsersQuery({ ...grid.query, ...search }),
    placeholderData: keepPreviousData,
  });
  const columns: GridColDef<AdminUserRow>[] = [
    { field: 'first_name', headerName: t.firstName, minWidth: 130, flex: 1 },
    { field: 'last_name', headerName: t.lastName, minWidth: 120, flex: 1 },
    { field: 'email', headerName: t.email, minWidth: 200, flex: 1 },
    { field: 'handphone_no', headerName: t.mobile, width: 130 },
    { field: 'created_at', headerName: t.created, width: 110, valueFormatter: dateOrDash },
    { field: 'last_login', headerName: t.lastLogin, width: 110, valueFormatter: dateOrDash },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <ColumnSearch
        columns={[
          { field: 'first_name', label: t.firstName },
          { field: 'last_name', label: t.lastName },
          { field: 'email', label: t.email },
          { field: 'handphone_no', label: t.mobile },
        ]}
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
