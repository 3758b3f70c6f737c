import { paymentMessages, type SubmittedReceipt } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { userMessageOf } from '../../lib/errors';
import { progressivePaymentPath, quotationPath, rootOf } from './payment-paths';
import { useProjectPayments } from './payments-api';
import { paymentTexts as t } from './payments-texts';
import { ReceiptForm } from './receipt-form';

/**
 * Checkout of the $150 deposit by PayNow (issue 6 item 4). Spec §4: "Checkout is disabled once the
 * first payment status is Paid or Approved."
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const root = rootOf(useLocation().pathname);
  const payments = useProjectPayments(id);
  const [submitted, setSubmitted] = useState<SubmittedReceipt | null>(null);

  const links = (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button variant="contained" component={RouterLink} to={progressivePaymentPath(id, root)}>
        {t.viewPayments}
      </Button>
      <Button component={RouterLink} to={quotationPath(id, root)}>
        {t.viewQuotation}
      </Button>
    </Stack>
  );

  let body;
  if (submitted) {
    body = (
      <Alert severity="success">
        {paymentMessages.receiptSubmitted}
        {links}
      </Alert>
    );
  } else if (payments.isError) {
    body = (
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
    );
  } else if (!payments.data) {
    body = <Skeleton variant="rectangular" height={260} />;
  } else if (!payments.data.can_checkout) {
    body = (
      <Alert severity="info">
        {payments.data.first_payment_status === 'Approved' ? t.checkoutDone : t.checkoutDisabled}
        {links}
      </Alert>
    );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ReceiptForm projectId={id} stage={1} variant="checkout" onSubmitted={setSubmitted} />
      </Paper>
    );
  }

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t.checkoutTitle}
      </Typography>
      {payments.data && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{payments.data.project_name}</Typography>
      )}
      {body}
    </Box>
  );
}
