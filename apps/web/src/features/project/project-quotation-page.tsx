import { groupItems, projectDisplayName, quotationEditMessages, type QuotationItemRow } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { QuotationSummary } from '../../components/quotation/quotation-summary';
import { QuotationTable } from '../../components/quotation/quotation-table';
import { useToast } from '../../components/toast';
import { ItemDetailsDialog } from './item-details-dialog';
import { useProjectInformation, useProjectQuotation, useRemoveItem, useUpdateQuantity } from './project-api';
import { projectAreaOf, projectPath } from './project-paths';
import { projectTexts as t } from './project-texts';
import { QuotationPdfPreview } from './quotation-pdf-preview';
import { QuotationRowMenu } from './quotation-row-menu';
import { ShareQuotationDialog } from './share-quotation-dialog';
import { TooltipIcon } from './tooltip-icon';

const lineKey = (i: { area_id: string; service_id: string }) => `${i.area_id}\u0000${i.service_id}`;

/**
 * Client spec "Quotation and Checkout" (/main-project/{id}/quotation, /other-project/{id}/quotation): the
 * summary cards, the grouped table with row menus, the counts, Item Details with quantity editing,
 * Share To Email and the PDF preview. Every total shown is the server's answer.
 */
export function ProjectQuotationPage() {
  const { id = '' } = useParams();
  const area = projectAreaOf(useLocation().pathname);
  const toast = useToast();
  const query = useProjectQuotation(id);
  // Tooltips T010 to T014 come with the project information (same owner check, cached).
  const tooltips = useProjectInformation(id).data?.tooltips ?? [];
  const update = useUpdateQuantity(id);
  const remove = useRemoveItem(id);
  const [isSharing, setSharing] = useState(false);
  const [details, setDetails] = useState<QuotationItemRow | null>(null);
  const [removing, setRemoving] = useState<QuotationItemRow | null>(null);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error">{query.error.message}</Alert>
      </Container>
    );
  }
  const q = query.data;
  const byKey = new Map(q.items.map((i) => [lineKey(i), i]));
  const version = `${q.quotation_generated_date ?? ''}-${q.totals?.total_price ?? 0}`;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing._id, {
      onSuccess: () => {
        toast.success(quotationEditMessages.itemRemoved);
        setRemoving(null);
      },
      onError: (error) => {
        toast.fromError(error);
        setRemoving(null);
      },
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {t.quotation}: {projectDisplayName(q.project.name)}
            </Typography>
            {q.quotation_no && (
              <Typography color="text.secondary" data-testid="quotation-number">
                {q.quotation_no}
              </Typography>
            )}
          </div>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={projectPath(area, q.project._id)}>
              {t.back}
            </Button>
            <Button
              variant="outlined"
              disabled={q.items.length === 0 || !q.quotation_no}
              onClick={() => setSharing(true)}
            >
              {t.shareToEmail}
            </Button>
            {/* Spec §4: checkout closes once the first payment is Paid or Approved, as editing does. */}
            <Button
              variant="contained"
              component={RouterLink}
              to={`${projectPath(area, q.project._id)}/checkout`}
              disabled={!q.editable || q.items.length === 0}
            >
              {t.checkout}
            </Button>
          </Stack>
        </Stack>
        {!q.editable && q.items.length > 0 && <Alert severity="info">{t.notEditable}</Alert>}
        {q.totals && q.items.length > 0 ? (
          <>
            <QuotationSummary
              totals={q.totals}
              hint={(label) =>
                label === 'Total Market Rate' ? (
                  <TooltipIcon code="T010" tooltips={tooltips} />
                ) : label === 'Total Savings' ? (
                  <TooltipIcon code="T011" tooltips={tooltips} />
                ) : null
              }
            />
            <QuotationTable
              groups={groupItems(q.items)}
              totals={q.totals}
              rowActions={(line) => {
                const row = byKey.get(lineKey(line));
                if (!row) return null;
                return (
                  <QuotationRowMenu
                    itemName={row.name_of}
                    canRemove={q.editable}
                    onDetails={() => setDetails(row)}
                    onRemove={() => setRemoving(row)}
                  />
                );
              }}
            />
            <QuotationPdfPreview projectId={q.project._id} version={version} />
          </>
        ) : (
          <EmptyState title={t.noQuotation} />
        )}
      </Stack>
      {details && (
        <ItemDetailsDialog
          key={details._id}
          item={details}
          editable={q.editable}
          tooltips={tooltips}
          isSaving={update.isPending}
          onClose={() => setDetails(null)}
          onSave={(quantity_hundredths) =>
            update.mutate(
              { itemId: details._id, quantity_hundredths },
              {
                onSuccess: () => {
                  toast.success(quotationEditMessages.itemUpdated);
                  setDetails(null);
                },
                onError: (error) => toast.fromError(error),
              },
            )
          }
        />
      )}
      {isSharing && (
        <ShareQuotationDialog
          projectId={q.project._id}
          quotationNo={q.quotation_no}
          onClose={() => setSharing(false)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        message={removing ? `${removing.name_of} (${removing.area}): ${t.removeMessage}` : ''}
        confirmLabel={t.remove}
        isWorking={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Container>
  );
}
