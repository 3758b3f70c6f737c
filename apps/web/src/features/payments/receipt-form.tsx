import {
  amountMustEqualDueMessage,
  formatSgd,
  receiptAmountMatchesDue,
  type ProgressivePaymentReceiptInput,
  ProgressivePaymentReceipt,
  QuotationPaymentReceipt,
  type SubmittedReceipt,
  emvAmount,
  paymentMessages,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Money } from '../../components/money';
import { userMessageOf } from '../../lib/errors';
import { useUpload } from '../../lib/use-upload';
import { usePayNow, useSubmitReceipt } from './payments-api';
import { paymentTexts as t } from './payments-texts';

export interface ReceiptFormProps {
  projectId: string;
  stage: number;
  /**
   * checkout: spec §5 "Quotation payment" (button enabled by the receipt image);
   * modal: spec §5 "Progressive payment modal" (Next needs the receipt image and transaction number).
   */
  variant: 'checkout' | 'modal';
  onSubmitted: (receipt: SubmittedReceipt) => void;
  onCancel?: () => void;
}

type Field = 'transactionNo' | 'amount' | 'receiptFileId';

/** The PayNow QR of one invoice and the receipt the client sends after paying it. */
export function ReceiptForm({ projectId, stage, variant, onSubmitted, onCancel }: ReceiptFormProps) {
  const paynow = usePayNow(projectId, stage, true);
  const submit = useSubmitReceipt(projectId, stage);
  const upload = useUpload('payment_receipt');
  const [transactionNo, setTransactionNo] = useState('');
  // Null until the client types: the amount due is the answer (decision 010: a receipt claims exactly it).
  const [typedAmount, setAmount] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ id: string; preview: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileInputId = useId();

  const due = paynow.data?.amount_cents;
  const amount = typedAmount ?? (due !== undefined && due > 0 ? emvAmount(due) : '');
  useEffect(() => () => (receipt ? URL.revokeObjectURL(receipt.preview) : undefined), [receipt]);

  const chooseReceipt = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) {
      setReceipt({ id: stored._id, preview: URL.createObjectURL(file) });
      setErrors((e) => ({ ...e, receiptFileId: undefined }));
    }
  };

  const canSubmit =
    receipt !== null &&
    (variant === 'checkout' || transactionNo.trim() !== '') &&
    !submit.isPending &&
    !upload.isUploading;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: ProgressivePaymentReceiptInput = { transactionNo, amount, receiptFileId: receipt?.id ?? '' };
    const parsed = (variant === 'checkout' ? QuotationPaymentReceipt : ProgressivePaymentReceipt).safeParse(
      input,
    );
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (due !== undefined && !receiptAmountMatchesDue(parsed.data.amount, due)) {
      setErrors({ amount: amountMustEqualDueMessage(formatSgd(due)) });
      return;
    }
    setErrors({});
    setFailure(null);
    submit.mutate(input, {
      onSuccess: onSubmitted,
      onError: (error) => setFailure(userMessageOf(error)),
    });
  };

  if (paynow.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void paynow.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {userMessageOf(paynow.error)}
      </Alert>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={variant === 'checkout' ? t.checkoutTitle : t.paymentTitle}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <Box sx={{ width: 220, flexShrink: 0, textAlign: 'center' }}>
          {paynow.data ? (
            <img
              src={paynow.data.qr_png}
              alt={`${t.payNow} QR code for ${paynow.data.invoice_number}`}
              width={220}
              height={220}
            />
          ) : (
            <Skeleton variant="rectangular" width={220} height={220} />
          )}
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {t.scanToPay}
          </Typography>
        </Box>
        <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
          {paynow.data ? (
            <Box>
              <Typography>{paynow.data.recipient_text}</Typography>
              <Typography>
                {t.invoiceNumber}: <strong>{paynow.data.invoice_number}</strong>
              </Typography>
              <Typography>
                {t.amountDue}:{' '}
                <strong>
                  <Money cents={paynow.data.amount_cents} />
                </strong>
              </Typography>
            </Box>
          ) : (
            <Skeleton width="80%" height={72} />
          )}
          <TextField
            label={t.transactionNo}
            value={transactionNo}
            onChange={(e) => setTransactionNo(e.target.value)}
            required
            error={Boolean(errors.transactionNo)}
            helperText={errors.transactionNo}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={t.amount}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box>
            <input
              id={fileInputId}
              type="file"
              accept="image/*"
              hidden
              aria-label={t.receiptImage}
              onChange={(e) => void chooseReceipt(e.target.files?.[0])}
            />
            <Button component="label" htmlFor={fileInputId} variant="outlined" disabled={upload.isUploading}>
              {upload.isUploading ? t.uploading : receipt ? t.replaceReceipt : t.uploadReceipt}
            </Button>
            {receipt && (
              <Box sx={{ mt: 1 }}>
                <img src={receipt.preview} alt={t.receiptImage} style={{ maxWidth: 160, maxHeight: 160 }} />
              </Box>
            )}
            {(upload.error || errors.receiptFileId) && (
              <Typography role="alert" color="error" variant="body2">
                {upload.error ? paymentMessages.uploadFailed : errors.receiptFileId}
              </Typography>
            )}
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={submit.isPending}>
                {t.cancel}
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={!canSubmit}
              startIcon={submit.isPending ? <CircularProgress size={16} /> : undefined}
            >
              {variant === 'checkout' ? t.submit : t.next}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
