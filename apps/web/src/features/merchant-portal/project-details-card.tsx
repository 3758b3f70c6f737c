import { type MerchantProjectDetail } from '@reno/domain';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Money } from '../../components/money';
import { merchantTexts as t } from './merchant-texts';

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

/** The details tab of an incoming or current project: where, for whom, who manages it, what is ours. */
export function ProjectDetailsCard({ project }: { project: MerchantProjectDetail }) {
  const pm = project.project_manager;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.address} value={project.renovation_address} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label={t.unitNumber} value={project.renovation_unit_number} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Field label={t.postalCode} value={project.renovation_postal_code} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.client} value={project.client_name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field
            label={t.projectManager}
            value={pm ? `${pm.name} · ${pm.email}${pm.handphone_no ? ` · ${pm.handphone_no}` : ''}` : '-'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field
            label={t.services}
            value={project.services.map((s) => `${s.services} (${s.status})`).join(', ')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Field label={t.amount} value={<Money cents={project.amount_cents} />} />
        </Grid>
      </Grid>
    </Paper>
  );
}
