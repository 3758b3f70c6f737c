import { SavedQuotation, groupItems, projectDisplayName } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { QuotationSummary } from '../../components/quotation/quotation-summary';
import { QuotationTable } from '../../components/quotation/quotation-table';
import { api } from '../../lib/api';

export const quotationProgressTexts = {
  proceedToPayment: 'Proceed to Payment',
  noData: 'No Data Found!',
  title: 'Quotation',
} as const;

/** Issue 6: Proceed to Payment opens the deposit checkout. */
export const projectQuotationPath = (projectId: string) =>
  `/main-project/${encodeURIComponent(projectId)}/checkout`;

/** Spec "/quotation-progress/{id}": the saved quotation, read-only, with Proceed to Payment. */
export function QuotationProgressPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['projects', 'quotation', id],
    queryFn: ({ signal }) =>
      api.get(`/projects/${encodeURIComponent(id)}/quotation`, { schema: SavedQuotation, signal }),
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error">{query.error.message}</Alert>
      </Container>
    );
  }
  const { project, items, totals } = query.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {quotationProgressTexts.title}: {projectDisplayName(project.name)}
        </Typography>
        {totals && items.length > 0 ? (
          <>
            <QuotationSummary totals={totals} />
            <QuotationTable groups={groupItems(items)} totals={totals} />
            <Stack direction="row">
              <Button variant="contained" component={RouterLink} to={projectQuotationPath(project._id)}>
                {quotationProgressTexts.proceedToPayment}
              </Button>
            </Stack>
          </>
        ) : (
          <EmptyState title={quotationProgressTexts.noData} />
        )}
      </Stack>
    </Container>
  );
}
