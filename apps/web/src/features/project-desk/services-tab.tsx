import {
  ASSIGNABLE_SERVICE_STATUSES,
  type ProjectDeskDetail,
  type ProjectServiceWithLines,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ServiceLinesTable } from '../../components/project-operations';
import { useToast } from '../../components/toast';
import { activeMerchantsQuery, projectManagersQuery, useDeskMutations } from './desk-api';
import { deskTexts as t } from './desk-texts';

function AssignMerchant({ projectId, service }: { projectId: string; service: ProjectServiceWithLines }) {
  const toast = useToast();
  const merchants = useQuery(activeMerchantsQuery());
  const { assignMerchant } = useDeskMutations(projectId);
  const [merchantId, setMerchantId] = useState(service.merchant_id ?? '');
  if (!ASSIGNABLE_SERVICE_STATUSES.includes(service.status)) {
    return <Typography variant="body2">{service.merchant?.company_name ?? '-'}</Typography>;
  }
  const label = `${t.merchant} – ${service.services}`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, minWidth: { sm: 360 } }}
    >
      <TextField
        select
        size="small"
        label={label}
        value={merchants.data ? merchantId : ''}
        onChange={(e) => setMerchantId(e.target.value)}
        disabled={!merchants.data}
        sx={{ minWidth: 220, flex: 1 }}
      >
        {(merchants.data ?? []).map((m) => (
          <MenuItem key={m._id} value={m._id}>
            {m.company_name}
            {m.specialization ? ` (${m.specialization})` : ''}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={!merchantId || assignMerchant.isPending || merchantId === service.merchant_id}
        onClick={() =>
          assignMerchant.mutate(
            { serviceId: service._id, body: { merchant_id: merchantId } },
            { onSuccess: () => toast.success(t.assigned), onError: (e) => toast.fromError(e) },
          )
        }
      >
        {service.merchant_id ? t.reassign : t.assign}
      </Button>
    </Stack>
  );
}

function ProjectManagerPicker({ project }: { project: ProjectDeskDetail }) {
  const toast = useToast();
  const managers = useQuery(projectManagersQuery());
  const { assignProjectManager } = useDeskMutations(project._id);
  const [value, setValue] = useState(project.project_manager?._id ?? '');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t.projectManager}
          value={managers.data ? value : ''}
          onChange={(e) => setValue(e.target.value)}
          disabled={!managers.data}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t.noPm}</MenuItem>
          {(managers.data ?? []).map((pm) => (
            <MenuItem key={pm._id} value={pm._id}>
              {pm.name} ({pm.email})
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={assignProjectManager.isPending || value === (project.project_manager?._id ?? '')}
          onClick={() =>
            assignProjectManager.mutate(value || null, {
              onSuccess: () => toast.success(t.assigned),
              onError: (e) => toast.fromError(e),
            })
          }
        >
          {t.assignPm}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Services & merchants: one card per project service; the admin assigns a merchant to each, and the PM. */
export function ServicesTab({ project, canAssign }: { project: ProjectDeskDetail; canAssign: boolean }) {
  return (
    <Stack spacing={2}>
      {canAssign ? (
        <ProjectManagerPicker project={project} />
      ) : (
        <Typography>
          {t.projectManager}: {project.project_manager?.name ?? '-'}
        </Typography>
      )}
      {project.services.length === 0 ? (
        <EmptyState title={t.noData} description={t.noServices} />
      ) : (
        project.services.map((service) => (
          <Stack key={service._id} spacing={1}>
            {service.decline_reason && service.declined_by && (
              <Alert severity="warning">
                {t.declinedBecause(service.declined_by.company_name, service.decline_reason)}
              </Alert>
            )}
            <ServiceLinesTable
              service={service}
              action={
                canAssign ? (
                  <AssignMerchant projectId={project._id} service={service} />
                ) : (
                  <Typography variant="body2">{service.merchant?.company_name ?? '-'}</Typography>
                )
              }
            />
          </Stack>
        ))
      )}
      {project.milestones.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3">
            {t.milestones}
          </Typography>
          {project.milestones.map((m) => (
            <Typography key={m.merchant_id} variant="body2">
              {m.company_name}:{' '}
              {m.milestones
                .filter((x) => x.done)
                .map((x) => x.milestone)
                .join(', ') || '-'}
            </Typography>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
