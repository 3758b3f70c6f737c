import { formatDate, PROJECT_PHASES, type ProjectDeskRow } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Money } from '../../components/money';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { userMessageOf } from '../../lib/errors';
import { type DeskRole, deskListQuery, deskPaths } from './desk-api';
import { deskTexts as t } from './desk-texts';

const STAGES = [0, 1, 2, 3, 4, 5, 6];

interface Filters {
  phase: string;
  stage: string;
  client: string;
  postal: string;
}
const noFilters: Filters = { phase: '', stage: '', client: '', postal: '' };

/** The filters as the spec's list query: find/findBy and find1/findBy1, search/searchBy. */
function filterQuery(filters: Filters) {
  const finds: [string, string][] = [];
  if (filters.phase) finds.push(['phase', filters.phase]);
  if (filters.stage) finds.push(['stage', filters.stage]);
  if (filters.postal.trim()) finds.push(['renovation_postal_code', filters.postal.trim()]);
  const query: Record<string, string> = {};
  finds.slice(0, 2).forEach(([field, value], i) => {
    query[i === 0 ? 'findBy' : 'findBy1'] = field;
    query[i === 0 ? 'find' : 'find1'] = value;
  });
  // A third filter rides on search, which the desk also allows on the postal code.
  if (finds[2]) Object.assign(query, { searchBy: finds[2][0], search: finds[2][1] });
  else if (filters.client.trim()) Object.assign(query, { searchBy: 'client', search: filters.client.trim() });
  return query;
}

/** The project desk list (admin: every project; project manager: its own), paged on the server. */
export function ProjectDeskListPage({ role }: { role: DeskRole }) {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const query = useQuery({
    ...deskListQuery(role, { ...grid.query, ...filterQuery(filters) }),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    grid.resetPage();
  };
  const columns: GridColDef<ProjectDeskRow>[] = [
    {
      field: 'name',
      headerName: t.project,
      minWidth: 180,
      flex: 1,
      renderCell: ({ row }) => <RouterLink to={deskPaths.project(role, row._id)}>{row.name}</RouterLink>,
    },
    {
      field: 'client',
      headerName: t.client,
      minWidth: 180,
      flex: 1,
      valueGetter: (_v, row) => `${row.client.name} (${row.client.email})`,
    },
    { field: 'phase', headerName: t.phase, width: 110 },
    { field: 'stage', headerName: t.stage, width: 80, type: 'number' },
    { field: 'renovation_postal_code', headerName: t.postalCode, width: 120 },
    {
      field: 'works_amount',
      headerName: t.worksAmount,
      width: 140,
      renderCell: ({ row }) => (row.works_amount === null ? 'NIL' : <Money cents={row.works_amount} />),
    },
    {
      field: 'project_manager_id',
      headerName: t.projectManager,
      width: 160,
      sortable: false,
      valueGetter: (_v, row) => row.project_manager?.name ?? '-',
    },
    {
      field: 'services_open',
      headerName: t.services,
      width: 130,
      sortable: false,
      valueGetter: (_v, row) => t.openServices(row.services_open, row.services_total),
    },
    {
      field: 'created_at',
      headerName: t.created,
      width: 120,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {role === 'admin' ? t.listTitle : t.pmListTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }} role="search">
        <TextField
          select
          size="small"
          label={t.phase}
          value={filters.phase}
          onChange={(e) => set('phase')(e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t.any}</MenuItem>
          {PROJECT_PHASES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t.stage}
          value={filters.stage}
          onChange={(e) => set('stage')(e.target.value)}
          sx={{ minWidth: 110 }}
        >
          <MenuItem value="">{t.any}</MenuItem>
          {STAGES.map((s) => (
            <MenuItem key={s} value={String(s)}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t.search}
          value={filters.client}
          onChange={(e) => set('client')(e.target.value)}
          sx={{ minWidth: 240 }}
        />
        <TextField
          size="small"
          label={t.postalCode}
          value={filters.postal}
          onChange={(e) => set('postal')(e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          sx={{ minWidth: 130 }}
        />
        <Button
          onClick={() => {
            setFilters(noFilters);
            grid.resetPage();
          }}
        >
          {t.clearFilter}
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
        label={role === 'admin' ? t.listTitle : t.pmListTitle}
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
