import {
  formatDateTime,
  GENERATOR_DOCUMENT_LABELS,
  GeneratorOptions,
  GeneratorProjectPage,
  type GeneratorProject,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerGrid, useServerGridState } from '../../components/server-grid';
import { api, apiUrl } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';

export const generatorTexts = {
  title: 'Generator',
  search: 'Search projects by name or postal code', // ours
  project: 'Project',
  client: 'Client',
  phase: 'Phase',
  stage: 'Stage',
  created: 'Created',
  choose: 'Choose',
  documents: (name: string) => `Documents of ${name}`, // ours
  nothingYet: 'No document can be generated for this project yet.', // ours
  stageInvoice: (stage: number) => `${GENERATOR_DOCUMENT_LABELS.progressive_invoice} (stage ${stage})`,
  orderInvoice: (number: string, services: string) =>
    `${GENERATOR_DOCUMENT_LABELS.variation_order_invoice} ${number} (${services})`,
  retry: 'Retry',
} as const;
const t = generatorTexts;

const documentUrl = (id: string, document: string, query?: { stage?: number; order?: string }) =>
  apiUrl(`/admin/generator/projects/${encodeURIComponent(id)}/documents/${document}`, query);

function ProjectDocuments({ project }: { project: GeneratorProject }) {
  const options = useQuery({
    queryKey: ['admin', 'generator', 'options', project._id],
    queryFn: ({ signal }) =>
      api.get(`/admin/generator/projects/${encodeURIComponent(project._id)}`, {
        schema: GeneratorOptions,
        signal,
      }),
  });
  const data = options.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t.documents(project.name)} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {t.documents(project.name)}
        </Typography>
        {options.isPending && <CircularProgress aria-label={t.documents(project.name)} />}
        {options.isError && <Alert severity="error">{userMessageOf(options.error)}</Alert>}
        {data &&
          !data.quotation &&
          data.progressive_invoice_stages.length === 0 &&
          data.variation_order_invoices.length === 0 && (
            <Typography color="text.secondary">{t.nothingYet}</Typography>
          )}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {data?.quotation && (
            <Button variant="contained" href={documentUrl(project._id, 'quotation')} download>
              {GENERATOR_DOCUMENT_LABELS.quotation}
            </Button>
          )}
          {data?.progressive_invoice_stages.map((stage) => (
            <Button
              key={stage}
              variant="outlined"
              href={documentUrl(project._id, 'progressive_invoice', { stage })}
              download
            >
              {t.stageInvoice(stage)}
            </Button>
          ))}
          {data?.variation_order_invoices.map((order) => (
            <Button
              key={order._id}
              variant="outlined"
              href={documentUrl(project._id, 'variation_order_invoice', { order: order._id })}
              download
            >
              {t.orderInvoice(order.invoice_number, order.services)}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Public spec admin "generator" (issue 18 item 8): a document of any project, made on demand. */
export function GeneratorPage() {
  const grid = useServerGridState([{ field: 'created_at', sort: 'desc' }]);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<GeneratorProject | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'generator', 'projects', grid.query, search],
    queryFn: ({ signal }) =>
      api.get('/admin/generator/projects', {
        schema: GeneratorProjectPage,
        signal,
        query: { ...grid.query, ...(search.trim() ? { search: search.trim() } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const columns: GridColDef<GeneratorProject>[] = [
    {
      field: 'name',
      headerName: t.project,
      minWidth: 200,
      flex: 1,
      // The first column chooses: on a phone the grid's last columns are off screen.
      renderCell: ({ row }) => (
        <Button
          size="small"
          aria-label={`${t.choose} ${row.name}`}
          onClick={() => setChosen(row)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left' }}
        >
          {row.name}
        </Button>
      ),
    },
    { field: 'client_name', headerName: t.client, width: 180, sortable: false },
    { field: 'phase', headerName: t.phase, width: 110 },
    { field: 'stage', headerName: t.stage, width: 80, type: 'number' },
    {
      field: 'created_at',
      headerName: t.created,
      width: 150,
      valueFormatter: (v: string) => formatDateTime(v),
    },
  ];
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      {chosen && <ProjectDocuments key={chosen._id} project={chosen} />}
      <TextField
        size="small"
        label={t.search}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          grid.resetPage();
        }}
        sx={{ maxWidth: 360 }}
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
