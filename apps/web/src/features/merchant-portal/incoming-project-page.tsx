import { type DeclineService, type ProjectServiceWithLines } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageLoader } from '../../components/page-loader';
import { ScheduleView, ServiceLinesTable } from '../../components/project-operations';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { DeclineDialog } from './decline-dialog';
import { merchantPaths, merchantProjectQuery, useMerchantMutations } from './merchant-api';
import { merchantTexts as t } from './merchant-texts';
import { ProjectDetailsCard } from './project-details-card';

const TABS = ['details', 'scope-of-work', 'schedule'] as const;
type IncomingTab = (typeof TABS)[number];
const tabLabel: Record<IncomingTab, string> = {
  details: t.details,
  'scope-of-work': t.scopeOfWork,
  schedule: t.schedule,
};

/**
 * Merchant route `incoming-project/{id}` with details (default), scope-of-work and schedule: a project
 * with services assigned to this merchant, each answered with Accept or Decline (with a reason).
 */
export function IncomingProjectPage() {
  const { id = '', tab = 'details' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useQuery(merchantProjectQuery(id));
  const { accept, decline } = useMerchantMutations();
  const [accepting, setAccepting] = useState<ProjectServiceWithLines | null>(null);
  const [declining, setDeclining] = useState<ProjectServiceWithLines | null>(null);

  if (!TABS.includes(tab as IncomingTab)) return <Navigate to={merchantPaths.incoming(id)} replace />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  const project = query.data;
  const waiting = project.services.filter((s) => s.status === 'Assigned');

  const onAccept = (service: ProjectServiceWithLines) =>
    accept.mutate(service._id, {
      onSuccess: () => {
        toast.success(t.accepted);
        setAccepting(null);
        void navigate(merchantPaths.current(id));
      },
      onError: (error) => {
        setAccepting(null);
        toast.fromError(error);
      },
    });
  const onDecline = (service: ProjectServiceWithLines, body: DeclineService) =>
    decline.mutate(
      { serviceId: service._id, body },
      {
        onSuccess: () => {
          toast.success(t.declined);
          setDeclining(null);
          if (waiting.length <= 1) void navigate(merchantPaths.overview);
        },
        onError: (error) => toast.fromError(error),
      },
    );

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Typography color="text.secondary">{t.incoming}</Typography>
      </Stack>
      {waiting.map((service) => (
        <Alert
          key={service._id}
          severity="info"
          sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: 'wrap' }}
          action={
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="small" onClick={() => setAccepting(service)}>
                {t.accept}
              </Button>
              <Button variant="outlined" color="error" size="small" onClick={() => setDeclining(service)}>
                {t.decline}
              </Button>
            </Stack>
          }
        >
          {service.services}
        </Alert>
      ))}
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile aria-label={project.name}>
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={tabLabel[key]}
            component={RouterLink}
            to={merchantPaths.incoming(id, key === 'details' ? '' : key)}
          />
        ))}
      </Tabs>
      {tab === 'details' && <ProjectDetailsCard project={project} />}
      {tab === 'scope-of-work' &&
        project.services.map((service) => <ServiceLinesTable key={service._id} service={service} />)}
      {tab === 'schedule' && (
        <ScheduleView timeSchedule={project.time_schedule} servicesSchedule={project.services_schedule} />
      )}
      {accepting && (
        <ConfirmDialog
          open
          title={t.acceptTitle}
          message={t.acceptMessage(accepting.services)}
          confirmLabel={t.accept}
          cancelLabel={t.cancel}
          isWorking={accept.isPending}
          onConfirm={() => onAccept(accepting)}
          onCancel={() => setAccepting(null)}
        />
      )}
      {declining && (
        <DeclineDialog
          services={declining.services}
          isWorking={decline.isPending}
          onDecline={(body) => onDecline(declining, body)}
          onCancel={() => setDeclining(null)}
        />
      )}
    </Stack>
  );
}
