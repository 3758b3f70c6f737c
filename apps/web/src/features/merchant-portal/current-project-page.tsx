import Alert from '@mui/material/Alert';
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
import { formatDate, type MerchantProjectDetail } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { DreamboardBoard } from '../../components/dreamboard';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { ProjectFilesList, ScheduleView, ServiceLinesTable } from '../../components/project-operations';
import { userMessageOf } from '../../lib/errors';
import { merchantPaths, merchantProjectQuery } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';
import { CompletionPanel } from './completion-panel';
import { MilestonesPanel } from './milestones-panel';
import { ProjectDetailsCard } from './project-details-card';
import { VariationOrdersPanel } from './variation-orders-panel';

/** Spec "Merchant routes": current-project/{id} sub-routes, details the default. */
const TABS = Object.keys(t.currentTabs) as (keyof typeof t.currentTabs)[];
type CurrentTab = (typeof TABS)[number];

function ServiceTransactions({ project }: { project: MerchantProjectDetail }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.currentTabs.transactions}>
        <TableHead>
          <TableRow>
            <TableCell>{t.services}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.date}</TableCell>
            <TableCell align="right">{t.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {project.services.map((s) => (
            <TableRow key={s._id}>
              <TableCell>{s.services}</TableCell>
              <TableCell>{s.status}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.status_date)}</TableCell>
              <TableCell align="right">
                <Money cents={s.amount_cents} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TabContent({ tab, project }: { tab: CurrentTab; project: MerchantProjectDetail }) {
  switch (tab) {
    case 'details':
      return (
        <Stack spacing={2}>
          <ProjectDetailsCard project={project} />
          <MilestonesPanel projectId={project._id} milestones={project.milestones} />
          <CompletionPanel projectId={project._id} />
        </Stack>
      );
    case 'checklists':
      return (
        <Stack spacing={2}>
          <MilestonesPanel projectId={project._id} milestones={project.milestones} />
          {project.services.map((service) => (
            <ServiceLinesTable key={service._id} service={service} />
          ))}
        </Stack>
      );
    case 'schedule':
      return (
        <ScheduleView timeSchedule={project.time_schedule} servicesSchedule={project.services_schedule} />
      );
    case 'transactions':
      return <ServiceTransactions project={project} />;
    case 'variationOrders/merchant-addon':
      return <VariationOrdersPanel projectId={project._id} origin="merchant" />;
    case 'variationOrders/client-request':
      return <VariationOrdersPanel projectId={project._id} origin="client" />;
    case 'nav-floorplans/floorplans':
      return <ProjectFilesList files={project.files} kind="floorplan" />;
    case 'nav-floorplans/special-specification':
      return <ProjectFilesList files={project.files} kind="special_specification" />;
    case 'detailed-drawing':
      return <ProjectFilesList files={project.files} kind="detailed_drawing" />;
    case 'dreamboard':
      return <DreamboardBoard projectId={project._id} />;
    case 'perspective':
      // 3D perspective photos are ordered by the client (spec "3D Perspective"); no order flow exists yet,
      // so there is nothing to show.
      return <EmptyState title={t.noData} description={t.notShared} />;
  }
}

/** Merchant route `current-project/{id}`: a project where one of its services is accepted. */
export function CurrentProjectPage() {
  const { id = '', '*': rest = '' } = useParams();
  const tab = (rest.replace(/\/+$/, '') || 'details') as CurrentTab;
  const query = useQuery(merchantProjectQuery(id));
  if (!TABS.includes(tab)) return <Navigate to={merchantPaths.current(id)} replace />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  const project = query.data;
  if (!project.is_current) return <Navigate to={merchantPaths.incoming(id)} replace />;
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Typography color="text.secondary">{t.current}</Typography>
      </Stack>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={project.name}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t.currentTabs[key]}
            component={RouterLink}
            to={merchantPaths.current(id, key === 'details' ? '' : key)}
          />
        ))}
      </Tabs>
      <TabContent tab={tab} project={project} />
    </Stack>
  );
}
