import { formatDateTime, formatSgd, type MasterServiceDetail, type MasterServiceRow } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { userMessageOf } from '../../lib/errors';
import { CatalogueListsTab } from './catalogue-lists-tab';
import { useMasterServices } from './master-services-api';
import { masterServicesTexts as t } from './master-services-texts';
import { newServiceStart } from './new-service-start';
import { NewServiceDialog, type NewServiceStart, ServiceEditorDialog } from './service-editor-dialog';

type TabKey = 'services' | 'categories' | 'tooltips' | 'area-types';

/** Issue 18 item 4 (public spec "admin has ... master services"): the Design Now catalogue editor. */
export function MasterServicesPage() {
  const [tab, setTab] = useState<TabKey>('services');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="services" label={t.servicesTab} />
        <Tab value="categories" label={t.categoriesTab} />
        <Tab value="tooltips" label={t.tooltipsTab} />
        <Tab value="area-types" label={t.areaTypesTab} />
      </Tabs>
      {tab === 'services' ? <ServicesTab /> : <CatalogueListsTab tab={tab} />}
    </Stack>
  );
}

function ServicesTab() {
  const grid = useServerGridState([{ field: 'name', sort: 'asc' }]);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  // Decision 022: a new master service, or an addon of the service being edited.
  const [creating, setCreating] = useState<NewServiceStart | null>(null);
  const addAddon = (master: MasterServiceDetail) => {
    setEditing(null);
    setCreating({ defaults: newServiceStart(master), addonOfName: master.service.name });
  };
  const query = useMasterServices({ ...grid.query, ...(search.trim() ? { search: search.trim() } : {}) });
  const columns: GridColDef<MasterServiceRow>[] = [
    {
      field: 'name',
      headerName: t.name,
      minWidth: 220,
      flex: 1,
      // The first column opens the editor: on a phone the grid's last columns are off screen.
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`${t.edit} ${row.name}`}
          onClick={() => setEditing(row._id)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
        >
          {row.name}
        </Button>
      ),
    },
    { field: 'services', headerName: t.category, width: 170 },
    { field: 'unit', headerName: t.unit, width: 90 },
    {
      field: 'price_per_unit',
      headerName: t.price,
      width: 110,
      valueFormatter: (v: number) => formatSgd(v),
    },
    {
      field: 'competitor_price',
      headerName: t.marketRate,
      width: 120,
      sortable: false,
      valueFormatter: (v: number) => formatSgd(v),
    },
    { field: 'addon_of', headerName: t.addonOf, width: 150, sortable: false },
    { field: 'is_active', headerName: t.active, width: 90, type: 'boolean', sortable: false },
    {
      field: 'updated_at',
      headerName: t.updated,
      width: 150,
      valueFormatter: (v: string) => formatDateTime(v),
    },
  ];
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          label={t.search}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            grid.resetPage();
          }}
          size="small"
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button variant="contained" onClick={() => setCreating({ defaults: newServiceStart() })}>
          {t.newService}
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
        label={t.servicesTab}
        rows={query.data?.items ?? []}
        rowCount={query.data?.totalCount ?? 0}
        columns={columns}
        loading={query.isFetching}
        state={grid}
        getRowId={(row) => row._id}
      />
      {editing && <ServiceEditorDialog id={editing} onClose={() => setEditing(null)} onAddAddon={addAddon} />}
      {creating && (
        <NewServiceDialog
          start={creating}
          onClose={() => setCreating(null)}
          onCreated={(id) => {
            setCreating(null);
            setEditing(id);
          }}
        />
      )}
    </Stack>
  );
}
