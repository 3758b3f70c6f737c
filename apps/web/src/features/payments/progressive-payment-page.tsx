import { formatDate, formatSgd, type ProgressivePaymentRow } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Money } from '../../components/money';
import { StageGate } from '../../components/stage-gate';
import { userMessageOf } from '../../lib/errors';
import { DeclinedMessage } from './declined-message';
import { CompletedVariationOrders } from './completed-variation-orders';
import { ContractSummaryPanel } from './contract-summary-panel';
import {
  completedPaymentsPath,
  progressivePaymentPath,
  quotationPath,
  rootOf,
  variationOrderPath,
} from './payment-paths';
import { PaymentModal } from './payment-modal';
import { invoicePdfUrl, useProjectPayments } from './payments-api';
import { paymentTexts as t } from './payments-texts';

type PanelTab = 'progressive' | 'completed';

/** Spec §2 "Payment panel": the Progressive Payment and Completed tabs of one project. */
export function PaymentPanelPage({ tab }: { tab: PanelTab }) {
  const { id = '' } = useParams();
  const root = rootOf(useLocation().pathname);
  const payments = useProjectPayments(id);
  const [paying, setPaying] = useState<ProgressivePaymentRow | null>(null);
  const data = payments.data;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t.tabs.progressive}
          </Typography>
          {data && <Typography sx={{ color: 'text.secondary' }}>{data.project_name}</Typography>}
        </Box>
        <Button
          variant="outlined"
          component={RouterLink}
          to={quotationPath(id, root)}
          disabled={!data || data.payment_stage < 1}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          {t.viewQuotation}
        </Button>
      </Stack>
      <Tabs value={tab} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab
          value="progressive"
          label={t.tabs.progressive}
          component={RouterLink}
          to={progressivePaymentPath(id, root)}
        />
        <Tab
          value="variation"
          label={t.tabs.variation}
          component={RouterLink}
          to={variationOrderPath(id, root)}
        />
        <Tab
          value="completed"
          label={t.tabs.completed}
          component={RouterLink}
          to={completedPaymentsPath(id, root)}
        />
      </Tabs>
      {payments.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void payments.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(payments.error)}
        </Alert>
      ) : !data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : tab === 'progressive' ? (
        <>
          {/* Issue 13 item 4: the contract beside the stages, which stay computed on the quotation. */}
          <ContractSummaryPanel projectId={id} />
          <ProgressiveTab
            projectId={id}
            rows={data.rows}
            stage={data.payment_stage}
            canPayNext={data.can_pay_next}
            nextLabel={data.pay_next_label}
            onPay={setPaying}
          />
        </>
      ) : data.is_feature_unlocked ? (
        <>
          <CompletedTab projectId={id} rows={data.rows} />
          <CompletedVariationOrders projectId={id} />
        </>
      ) : (
        // Spec "Payment panel": tab content unlocks at stage 2 or more or once a time schedule exists.
        <StageGate paymentPath={progressivePaymentPath(id, root)} />
      )}
      <PaymentModal projectId={id} row={paying} onClose={() => setPaying(null)} />
    </Box>
  );
}

function ProgressiveTab({
  projectId,
  rows,
  stage,
  canPayNext,
  nextLabel,
  onPay,
}: {
  projectId: string;
  rows: ProgressivePaymentRow[];
  stage: number;
  canPayNext: boolean;
  nextLabel: string | null;
  onPay: (row: ProgressivePaymentRow) => void;
}) {
  const declined = rows.find((r) => r.status === 'Declined');
  const current = rows.find((r) => r.stage === stage);
  return (
    <Stack spacing={2}>
      <Stepper activeStep={Math.min(stage, 6) - 1} alternativeLabel sx={{ overflowX: 'auto', py: 1 }}>
        {[1, 2, 3, 4, 5, 6].map((s) => (
          <Step key={s} completed={s < stage}>
            <StepLabel>{t.stage(s)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {declined && <DeclinedMessage note={declined.declined_note} />}
      {nextLabel && current && stage > 1 && (
        <Box>
          <Button variant="contained" disabled={!canPayNext} onClick={() => onPay(current)}>
            {nextLabel === 'Verifying' ? nextLabel : t.payNext(nextLabel)}
          </Button>
        </Box>
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label={t.tabs.progressive}>
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.progressive}</TableCell>
                <TableCell>{t.columns.dueDate}</TableCell>
                <TableCell>{t.columns.status}</TableCell>
                <TableCell align="right">{t.columns.payable}</TableCell>
                <TableCell align="right">{t.columns.action}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.stage}>
                  <TableCell>
                    {row.name}
                    {row.invoice_number && (
                      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                        {row.invoice_number}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{row.due_date ? formatDate(row.due_date) : '-'}</TableCell>
                  <TableCell>{row.label}</TableCell>
                  <TableCell align="right">
                    <Money cents={row.amount_cents} />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {row.invoice_id && (
                        <Button size="small" href={invoicePdfUrl(projectId, row.stage)} download>
                          {t.invoice}
                        </Button>
                      )}
                      <Button
                        size="small"
                        variant="contained"
                        disabled={!row.action_enabled}
                        onClick={() => onPay(row)}
                        aria-label={`${t.pay} ${row.name}`}
                      >
                        {t.pay}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}

/** Spec §2 "Completed page columns: S/n, Category, Services, Amount, Payment Date, Action". */
function CompletedTab({ projectId, rows }: { projectId: string; rows: ProgressivePaymentRow[] }) {
  const paid = rows.filter((r) => r.status === 'Approved');
  if (paid.length === 0) return <EmptyState title={t.noData} />;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label={t.tabs.completed}>
          <TableHead>
            <TableRow>
              <TableCell>{t.completedColumns.sn}</TableCell>
              <TableCell>{t.completedColumns.category}</TableCell>
              <TableCell>{t.completedColumns.services}</TableCell>
              <TableCell align="right">{t.completedColumns.amount}</TableCell>
              <TableCell>{t.completedColumns.paymentDate}</TableCell>
              <TableCell align="right">{t.completedColumns.action}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {paid.map((row, index) => (
              <TableRow key={row.stage}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{t.progressiveCategory}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{formatSgd(row.amount_cents)}</TableCell>
                <TableCell>{row.paid_date ? formatDate(row.paid_date) : '-'}</TableCell>
                <TableCell align="right">
                  <Button size="small" href={invoicePdfUrl(projectId, row.stage)} download>
                    {t.invoice}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
