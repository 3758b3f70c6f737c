import { formatDate, type ProjectDeskDetail } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { userMessageOf } from '../../lib/errors';
import { type DeskRole, deskPaths, deskProjectQuery } from './desk-api';
import { deskTexts as t } from './desk-texts';
import { FilesTab } from './files-tab';
import { ScheduleEditor } from './schedule-editor';
import { ServicesTab } from './services-tab';

const TABS = Object.keys(t.tabs) as (keyof typeof t.tabs)[];
type DeskTab = (typeof TABS)[number];

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value ?? '-'}</Typography>
    </Stack>
  );
}

function ClientTab({ project }: { project: ProjectDeskDetail }) {
  const c = project.client;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.name} value={`${c.salutation ? `${c.salutation} ` : ''}${c.name}`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.email} value={c.email} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.mobile} value={c.handphone_no} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field
            label={t.address}
            value={[
              project.renovation_address,
              project.renovation_unit_number,
              project.renovation_postal_code,
            ]
              .filter(Boolean)
              .join(', ')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label={t.phase} value={project.phase} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label={t.stage} value={project.stage} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.projectManager} value={project.project_manager?.name ?? '-'} />
        </Grid>
      </Grid>
    </Paper>
  );
}

function QuotationTab({ project }: { project: ProjectDeskDetail }) {
  const q = project.quotation;
  if (!q) return <EmptyState title={t.noQuotation} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Field label={t.quotationNo} value={q.quotation_no ?? '-'} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Field label={t.totalAmount} value={<Money cents={q.total_amount} />} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Field label={t.generatedDate} value={q.generated_date ? formatDate(q.generated_date) : '-'} />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <Field label={t.totalServices} value={q.total_services} />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <Field label={t.totalAreas} value={q.total_areas} />
        </Grid>
        <Grid size={{ xs: 4 }}>
          <Field label={t.totalItems} value={q.total_items} />
        </Grid>
      </Grid>
    </Paper>
  );
}

function PaymentsTab({ project }: { project: ProjectDeskDetail }) {
  if (project.payments.length === 0) return <EmptyState title={t.noData} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.tabs.payments}>
        <TableHead>
          <TableRow>
            <TableCell>{t.stage}</TableCell>
            <TableCell>{t.invoice}</TableCell>
            <TableCell align="right">{t.amount}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.invoiceDate}</TableCell>
            <TableCell>{t.paidDate}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {project.payments.map((p) => (
            <TableRow key={`${p.stage}-${p.invoice_number}`}>
              <TableCell>{p.stage}</TableCell>
              <TableCell>{p.invoice_number}</TableCell>
              <TableCell align="right">
                <Money cents={p.amount_cents} />
              </TableCell>
              <TableCell>{p.status}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.invoice_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {p.paid_date ? formatDate(p.paid_date) : '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A project on the desk (issue 12 item 2), tabs client, quotation, payments, services & merchants,
 * schedule and files. The admin assigns merchants and the PM; the admin and the project's PM set the
 * schedule and upload files.
 */
export function ProjectDeskPage({ role }: { role: DeskRole }) {
  const { id = '', '*': rest = '' } = useParams();
  const tab = (rest.replace(/\/+$/, '') || 'client') as DeskTab;
  const query = useQuery(deskProjectQuery(role, id));
  if (!TABS.includes(tab)) return <Navigate to={deskPaths.project(role, id)} replace />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  const project = query.data;
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="body2">
          <RouterLink to={deskPaths.list(role)}>{role === 'admin' ? t.listTitle : t.pmListTitle}</RouterLink>
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Typography color="text.secondary">
          {project.client.name} · {project.phase} · {t.stage} {project.stage}
        </Typography>
      </Stack>
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={project.name}>
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t.tabs[key]}
            component={RouterLink}
            to={deskPaths.project(role, id, key === 'client' ? '' : key)}
          />
        ))}
      </Tabs>
      {tab === 'client' && <ClientTab project={project} />}
      {tab === 'quotation' && <QuotationTab project={project} />}
      {tab === 'payments' && <PaymentsTab project={project} />}
      {tab === 'services' && <ServicesTab project={project} canAssign={role === 'admin'} />}
      {tab === 'schedule' && (
        <ScheduleEditor
          key={JSON.stringify([project.time_schedule, project.services_schedule])}
          project={project}
        />
      )}
      {tab === 'files' && <FilesTab project={project} />}
    </Stack>
  );
}
