import { formatDate, projectDisplayName, formatCount } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Money } from '../../components/money';
import { PageLoader } from '../../components/page-loader';
import { InfoCard, InfoField } from './info-card';
import { useProjectInformation } from './project-api';
import { PROFILE_PATH, projectAreaOf, quotationPath } from './project-paths';
import { ProjectStageStepper } from './project-stage-stepper';
import { projectTexts as t } from './project-texts';
import { RenovationLocationForm } from './renovation-location-form';
import { TooltipIcon } from './tooltip-icon';

/** Client spec "Project information": four cards, tooltips T001 to T014, and the stage stepper. */
export function ProjectInformationPage() {
  const { id = '' } = useParams();
  const area = projectAreaOf(useLocation().pathname);
  const query = useProjectInformation(id);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error">{query.error.message}</Alert>
      </Container>
    );
  }
  const info = query.data;
  const { project, client, quotation, tooltips } = info;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t.informationTitle}: {projectDisplayName(project.name)}
        </Typography>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="subtitle1" component="h2">
              {t.projectStage}
            </Typography>
            <TooltipIcon code="T009" tooltips={tooltips} />
          </Stack>
          <ProjectStageStepper project={project} />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoCard
              title={t.myInformation}
              code="T002"
              tooltips={tooltips}
              action={
                <Button size="small" component={RouterLink} to={PROFILE_PATH}>
                  {t.editProfile}
                </Button>
              }
            >
              <InfoField label={t.projectId} value={project._id} code="T001" tooltips={tooltips} />
              <InfoField label={t.name} value={client.salutation} tooltips={tooltips} />
              <Grid container spacing={2}>
                <Grid size={6}>
                  <InfoField label={t.firstName} value={client.first_name} tooltips={tooltips} />
                </Grid>
                <Grid size={6}>
                  <InfoField label={t.lastName} value={client.last_name} tooltips={tooltips} />
                </Grid>
              </Grid>
              <InfoField label={t.mobile} value={client.handphone_no} tooltips={tooltips} />
              <InfoField label={t.email} value={client.email} tooltips={tooltips} />
              <InfoField label={t.address} value={client.billing_address} tooltips={tooltips} />
              <InfoField label={t.postalCode} value={client.postal_code} tooltips={tooltips} />
            </InfoCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2} sx={{ height: '100%' }}>
              <InfoCard title={t.ezcashRewards} code="T005" tooltips={tooltips}>
                <InfoField label={t.totalEarned} value={formatCount(info.ezcash_total)} tooltips={tooltips} />
              </InfoCard>
              <InfoCard title={t.renovationLocation} tooltips={tooltips}>
                <RenovationLocationForm info={info} tooltips={tooltips} />
              </InfoCard>
            </Stack>
          </Grid>
          <Grid size={12}>
            <InfoCard
              title={t.quotation}
              code="T006"
              tooltips={tooltips}
              action={
                quotation && (
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={quotationPath(area, project._id)}
                  >
                    {t.viewQuotation}
                  </Button>
                )
              }
            >
              {quotation ? (
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 4 }}>
                    <InfoField
                      label={t.quotationId}
                      value={quotation.quotation_no ?? quotation._id}
                      tooltips={tooltips}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <InfoField
                      label={t.totalAmount}
                      value={<Money cents={quotation.total_amount} />}
                      code="T007"
                      tooltips={tooltips}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <InfoField
                      label={t.generatedDate}
                      value={quotation.generated_date ? formatDate(quotation.generated_date) : null}
                      code="T008"
                      tooltips={tooltips}
                    />
                  </Grid>
                </Grid>
              ) : (
                <Typography color="text.secondary">{t.noQuotation}</Typography>
              )}
            </InfoCard>
          </Grid>
        </Grid>
      </Stack>
    </Container>
  );
}
