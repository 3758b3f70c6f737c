import { type VariationOrderView, VariationOrderReceipt } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { Money } from '../../components/money';
import { useToast } from '../../components/toast';
import { voTexts as t } from '../../components/variation-orders';
import { userMessageOf } from '../../lib/errors';
import { useUpload } from '../../lib/use-upload';
import { usePayVariationOrder, useVariationOrderPayNow } from './variation-orders-api';

const texts = {
  title: 'Pay Variation Order', // ours
  scan: 'Scan with your banking app. The amount and the reference are in the code.', // ours
  reference: 'Reference',
  transactionNo: 'Transaction number',
  receiptImage: 'Receipt image',
  chooseReceipt: 'Upload Receipt',
  submit: 'Submit',
  cancel: 'Cancel',
} as const;

/** PayNow for an accepted order: the QR with its invoice as reference, the transaction number, the receipt. */
export function VariationOrderPayDialog({
  projectId,
  order,
  onClose,
}: {
  projectId: string;
  order: VariationOrderView;
  onClose: () => void;
}) {
  const toast = useToast();
  const paynow = useVariationOrderPayNow(projectId, order._id);
  const pay = usePayVariationOrder(projectId);
  const upload = useUpload('payment_receipt');
  const [transactionNo, setTransactionNo] = useState('');
  const [receiptFileId, setReceiptFileId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = () => {
    const parsed = VariationOrderReceipt.safeParse({ transactionNo, receiptFileId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.transactionNumberRequired);
      return;
    }
    setError(null);
    pay.mutate(
      { id: order._id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t.receiptSubmitted);
          onClose();
        },
        onError: (e) => setError(userMessageOf(e)),
      },
    );
  };

  return (
    <Modal
      open
      title={texts.title}
      onClose={pay.isPending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={pay.isPending}>
            {texts.cancel}
          </Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={!transactionNo.trim() || !receiptFileId || pay.isPending || upload.isUploading}
          >
            {texts.submit}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {paynow.isError ? (
          <Alert severity="error">{userMessageOf(paynow.error)}</Alert>
        ) : !paynow.data ? (
          <Skeleton variant="rectangular" width={220} height={220} />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={paynow.data.qr_png}
              alt="PayNow QR"
              sx={{ width: 220, maxWidth: '100%' }}
            />
            <Typography sx={{ fontWeight: 700 }}>
              <Money cents={paynow.data.amount_cents} />
            </Typography>
            <Typography>
              {texts.reference}: {paynow.data.invoice_number}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {paynow.data.recipient_text} {texts.scan}
            </Typography>
          </Stack>
        )}
        <TextField
          label={texts.transactionNo}
          value={transactionNo}
          onChange={(e) => setTransactionNo(e.target.value)}
          required
        />
        <Box>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-label={texts.receiptImage}
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              void upload.upload(file).then((stored) => stored && setReceiptFileId(stored._id));
            }}
          />
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isUploading}>
            {texts.chooseReceipt}
          </Button>
          {receiptFileId && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {texts.receiptImage} ✓
            </Typography>
          )}
          {upload.error && <Alert severity="error">{upload.error}</Alert>}
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Modal>
  );
}
