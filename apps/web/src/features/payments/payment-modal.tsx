import { paymentMessages, type ProgressivePaymentRow } from '@reno/domain';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { paymentTexts as t } from './payments-texts';
import { ReceiptForm } from './receipt-form';

/** Spec §5 "Progressive payment modal": PayNow QR, transaction number, amount and receipt for one stage. */
export function PaymentModal({
  projectId,
  row,
  onClose,
}: {
  projectId: string;
  row: ProgressivePaymentRow | null;
  onClose: () => void;
}) {
  const toast = useToast();
  return (
    <Modal
      open={row !== null}
      title={row ? `${t.paymentTitle}: ${row.name}` : t.paymentTitle}
      onClose={onClose}
      maxWidth="md"
    >
      {row && (
        <ReceiptForm
          projectId={projectId}
          stage={row.stage}
          variant={row.stage === 1 ? 'checkout' : 'modal'}
          onCancel={onClose}
          onSubmitted={() => {
            toast.success(paymentMessages.receiptSubmitted);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
