import { type AdminPaymentReviewRow, PaymentReview, TABLE_PAGE_SIZES, formatDateTime } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { Money } from '../../components/money';
import { useToast } from '../../components/toast';
import { apiUrl } from '../../lib/api';
import { userMessageOf } from '../../lib/errors';
import { type PaymentReviewFilters, usePaymentReviewList, useReviewPayment } from './payment-review-api';
import { ReviewFilters } from './payment-review-filters';

const texts = {
  title: 'Payment Review', // ours
  subtitle: 'Receipts clients submitted, newest first. Check each against the bank before deciding.', // ours
  status: 'Status',
  project: 'Project ID',
  client: 'Client ID',
  submitted: 'Submitted',
  invoice: 'Invoice',
  transactionNo: 'Transaction No.',
  claimed: 'Amount Claimed',
  due: 'Amount Due',
  review: 'Review',
  approve: 'Approve',
  decline: 'Decline',
  note: 'Note to the client',
  mismatch: 'The amount claimed differs from the amount due.', // ours
  empty: 'No Data Found!',
  retry: 'Retry',
  approved: 'Payment approved.', // ours
  declined: 'Payment declined.', // ours
  // Issue 13: variation order receipts are reviewed here too, by kind.
  kinds: { progressive: 'Progressive payments', variation_order: 'Variation orders' },
} as const;

/** "(stage 2)" for a progressive receipt, "(variation order: Carpentry Works)" for an order's. */
const whatFor = (row: AdminPaymentReviewRow) =>
  row.kind === 'variation_order' ? `variation order: ${row.services ?? ''}` : `stage ${row.stage}`;

const emptyFilters: PaymentReviewFilters = {
  status: 'Paid',
  search: '',
  searchBy: 'project_name',
  project: '',
  client: '',
  method: '',
  from: '',
  to: '',
  page: 0,
  rowsPerPage: 20,
  kind: 'progressive',
};

/** Issue 6 item 6: the admin checks every receipt before the project moves on. */
export function PaymentReviewPage() {
  const [filters, setFilters] = useState<PaymentReviewFilters>(emptyFilters);
  const [opened, setOpened] = useState<AdminPaymentReviewRow | null>(null);
  const list = usePaymentReviewList(filters);
  const items = list.data?.items ?? [];
  const set = (patch: Partial<PaymentReviewFilters>) => setFilters((f) => ({ ...f, page: 0, ...patch }));

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{texts.subtitle}</Typography>
      <Tabs
        value={filters.kind}
        onChange={(_, kind: PaymentReviewFilters['kind']) => set({ kind })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="progressive" label={texts.kinds.progressive} />
        <Tab value="variation_order" label={texts.kinds.variation_order} />
      </Tabs>
      <ReviewFilters
        filters={filters}
        onChange={set}
        onClear={() => setFilters({ ...emptyFilters, kind: filters.kind })}
      />
      {list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {texts.retry}
            </Button>
          }
        >
          {userMessageOf(list.error)}
        </Alert>
      ) : !list.isPending && items.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={texts.title} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{texts.submitted}</TableCell>
                  <TableCell>{texts.project}</TableCell>
                  <TableCell>{texts.client}</TableCell>
                  <TableCell>{texts.invoice}</TableCell>
                  <TableCell>{texts.transactionNo}</TableCell>
                  <TableCell align="right">{texts.claimed}</TableCell>
                  <TableCell align="right">{texts.due}</TableCell>
                  <TableCell>{texts.status}</TableCell>
                  <TableCell align="right">{texts.review}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((row) => (
                  <TableRow key={row._id}>
                    <TableCell>{formatDateTime(row.created)}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => set({ project: row.project_id })}>
                        {row.project_name || row.project_id}
                      </Button>
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => set({ client: row.client_id })}>
                        {row.client_name || row.client_email}
                      </Button>
                    </TableCell>
                    <TableCell>
                      {row.invoice_number} ({whatFor(row)})
                    </TableCell>
                    <TableCell>{row.transaction_no}</TableCell>
                    <TableCell align="right">
                      <Money cents={row.amount_claimed_cents} />
                    </TableCell>
                    <TableCell align="right">
                      <Money cents={row.amount_due_cents} />
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={row.status}
                        color={
                          row.status === 'Approved'
                            ? 'success'
                            : row.status === 'Declined'
                              ? 'error'
                              : 'warning'
                        }
                      />
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" variant="outlined" onClick={() => setOpened(row)}>
                        {texts.review}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            // The server counts up to a window past the page (issue 19); beyond it, "of more than …".
            count={list.data?.totalCountCapped ? -1 : (list.data?.totalCount ?? 0)}
            page={filters.page}
            rowsPerPage={filters.rowsPerPage}
            rowsPerPageOptions={[20, ...TABLE_PAGE_SIZES]}
            onPageChange={(_e, page) => setFilters((f) => ({ ...f, page }))}
            onRowsPerPageChange={(e) => set({ rowsPerPage: Number(e.target.value) })}
          />
        </Paper>
      )}
      <ReviewDialog row={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}

function ReviewDialog({ row, onClose }: { row: AdminPaymentReviewRow | null; onClose: () => void }) {
  const review = useReviewPayment();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  const close = () => {
    setNote('');
    setNoteError(null);
    onClose();
  };
  const decide = (decision: 'approve' | 'decline') => {
    if (!row) return;
    const parsed = PaymentReview.safeParse({ decision, note: note.trim() || undefined });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    review.mutate(
      { id: row._id, review: parsed.data },
      {
        onSuccess: (result) => {
          toast.success(result.status === 'Approved' ? texts.approved : texts.declined);
          close();
        },
        onError: (error) => {
          toast.fromError(error);
          close();
        },
      },
    );
  };
  const waiting = row?.status === 'Paid';

  return (
    <Modal
      open={row !== null}
      title={row ? `${texts.review} ${row.invoice_number}` : texts.review}
      onClose={close}
      maxWidth="md"
      actions={
        waiting ? (
          <>
            <Button color="error" disabled={review.isPending} onClick={() => decide('decline')}>
              {texts.decline}
            </Button>
            <Button variant="contained" disabled={review.isPending} onClick={() => decide('approve')}>
              {texts.approve}
            </Button>
          </>
        ) : undefined
      }
    >
      {row && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, textAlign: 'center' }}>
            <img
              src={apiUrl(`/files/${encodeURIComponent(row.receipt_file_id)}`)}
              alt={`Receipt for ${row.invoice_number}`}
              style={{ maxWidth: '100%', maxHeight: 420 }}
            />
          </Box>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <Typography>
              {row.client_name} ({row.client_email})
            </Typography>
            <Typography>
              {row.project_name} · {row.invoice_number} · {whatFor(row)}
            </Typography>
            <Typography>
              {texts.transactionNo}: <strong>{row.transaction_no}</strong> ({row.payment_method})
            </Typography>
            <Typography>
              {texts.claimed}: <Money cents={row.amount_claimed_cents} /> · {texts.due}:{' '}
              <Money cents={row.amount_due_cents} />
            </Typography>
            {row.amount_claimed_cents !== row.amount_due_cents && (
              <Alert severity="warning">{texts.mismatch}</Alert>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {row.status}: {row.admin_notes}
            </Typography>
            {waiting && (
              <TextField
                label={texts.note}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                multiline
                minRows={2}
                error={noteError !== null}
                helperText={noteError}
              />
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
