import { formatDate, type MerchantView, operationsMessages as m } from '@reno/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { MerchantFormDialog } from './merchant-form-dialog';
import { merchantListQuery, useMerchantAdminMutations } from './merchants-admin-api';

export const merchantsTexts = {
  title: 'Merchants',
  add: 'New Merchant', // ours
  search: 'Search company, e-mail, specialization or UEN', // ours
  status: 'Status',
  any: 'Any',
  active: 'Active',
  inactive: 'Deactivated', // ours
  companyName: 'Company Name',
  specialization: 'Specialization',
  email: 'Email',
  phone: 'Phone',
  uen: 'UEN',
  gst: 'GST',
  services: 'Active Services', // ours
  created: 'Created',
  actions: 'Actions',
  edit: 'Edit',
  deactivate: 'Deactivate',
  activate: 'Activate',
  deactivateTitle: 'Deactivate this merchant?', // ours
  deactivateMessage: (name: string) =>
    `${name} will no longer be able to sign in or get new projects. Projects already assigned stay with them.`, // ours
  cancel: 'Cancel',
  deactivated: m.merchantDeactivated,
  activated: m.merchantActivated,
  passwordPending: 'Password not set', // ours
  retry: 'Retry',
  open: 'Open', // ours
} as const;
const t = merchantsTexts;

/** Admin merchants (issue 12 item 1): a server-side data grid with create, edit and deactivate. */
export function MerchantsPage() {
  const toast = useToast();
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<MerchantView | null | 'new'>(null);
  const [deactivating, setDeactivating] = useState<MerchantView | null>(null);
  const { setActive } = useMerchantAdminMutations();
  const query = useQuery({
    ...merchantListQuery({
      ...grid.query,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(status ? { findBy: 'is_active', find: status } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const toggle = (merchant: MerchantView, active: boolean) =>
    setActive.mutate(
      { id: merchant._id, active },
      {
        onSuccess: () => {
          toast.success(active ? t.activated : t.deactivated);
          setDeactivating(null);
        },
        onError: (e) => {
          setDeactivating(null);
          toast.fromError(e);
        },
      },
    );
  const columns: GridColDef<MerchantView>[] = [
    {
      field: 'company_name',
      headerName: t.companyName,
      minWidth: 180,
      flex: 1,
      // Issue 18 item 2: each merchant opens its detail (profile, status, projects).
      renderCell: ({ row }) => (
        <RouterLink
          to={`/admin/users/merchants/${encodeURIComponent(row._id)}`}
          aria-label={`${t.open} ${row.company_name}`}
        >
          {row.company_name}
        </RouterLink>
      ),
    },
    { field: 'specialization', headerName: t.specialization, minWidth: 160, flex: 1 },
    { field: 'email', headerName: t.email, minWidth: 200, flex: 1 },
    { field: 'handphone_no', headerName: t.phone, width: 120 },
    { field: 'uen', headerName: t.uen, width: 120 },
    { field: 'gst_reg_no', headerName: t.gst, width: 120, sortable: false },
    { field: 'active_services', headerName: t.services, width: 120, type: 'number', sortable: false },
    {
      field: 'is_active',
      headerName: t.status,
      width: 170,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip
            size="small"
            color={row.is_active ? 'success' : 'default'}
            label={row.is_active ? t.active : t.inactive}
          />
          {!row.has_password && <Chip size="small" variant="outlined" label={t.passwordPending} />}
        </Stack>
      ),
    },
    { field: 'created_at', headerName: t.created, width: 110, valueFormatter: (v: string) => formatDate(v) },
    {
      field: 'actions',
      headerName: t.actions,
      width: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" onClick={() => setEditing(row)} aria-label={`${t.edit} ${row.company_name}`}>
            {t.edit}
          </Button>
          {row.is_active ? (
            <Button
              size="small"
              color="error"
              onClick={() => setDeactivating(row)}
              aria-label={`${t.deactivate} ${row.company_name}`}
            >
              {t.deactivate}
            </Button>
          ) : (
            <Button
              size="small"
              onClick={() => toggle(row, true)}
              disabled={setActive.isPending}
              aria-label={`${t.activate} ${row.company_name}`}
            >
              {t.activate}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} role="search">
        <TextField
          size="small"
          label={t.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            grid.resetPage();
          }}
          sx={{ minWidth: { sm: 320 } }}
        />
        <TextField
          select
          size="small"
          label={t.status}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            grid.resetPage();
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t.any}</MenuItem>
          <MenuItem value="true">{t.active}</MenuItem>
          <MenuItem value="false">{t.inactive}</MenuItem>
        </TextField>
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
        getRowId={(row) => row._id}
      />
      {editing !== null && (
        <MerchantFormDialog merchant={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title={t.deactivateTitle}
        message={deactivating ? t.deactivateMessage(deactivating.company_name) : ''}
        confirmLabel={t.deactivate}
        cancelLabel={t.cancel}
        isWorking={setActive.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => deactivating && toggle(deactivating, false)}
      />
    </Stack>
  );
}
