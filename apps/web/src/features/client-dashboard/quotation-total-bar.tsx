import { formatSgd, type ClientProjectSummary } from '@reno/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { projectPaths } from '../../lib/client-projects';
import { clientDashboardTexts as texts } from './client-dashboard-texts';

/**
 * Spec "Client dashboard": the quotation total bar with VIEW PAYMENTS and VIEW QUOTATION, both disabled
 * "when the project has no payment stage".
 */
export function QuotationTotalBar({ project }: { project: ClientProjectSummary }) {
  const disabled = !project.has_payment_stage;
  const linkProps = (to: string) => (disabled ? { disabled: true } : { component: RouterLink, to });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={texts.quotationTotal}
      sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
    >
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {texts.quotationTotal}
        </Typography>
        <Typography variant="h6" component="p">
          {project.works_amount === null ? 'NIL' : formatSgd(project.works_amount)}
        </Typography>
        {disabled && (
          <Typography variant="caption" color="text.secondary">
            {texts.noPaymentStage}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" {...linkProps(projectPaths.progressivePayment(project._id))}>
          {texts.viewPayments}
        </Button>
        <Button variant="contained" {...linkProps(projectPaths.quotation(project._id))}>
          {texts.viewQuotation}
        </Button>
      </Stack>
    </Paper>
  );
}
