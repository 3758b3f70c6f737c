import { paymentMessages } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { whatsappChatHref } from '../../lib/chat-link';

/**
 * Spec §8 "Declined progressive payment": not received, check it or chat with a representative. The
 * chat is the company's chat app, as in the footer; it opens in a new tab so the payment page stays.
 */
export function DeclinedMessage({ note }: { note: string | null }) {
  return (
    <Alert severity="warning">
      {paymentMessages.declinedPayment}
      <Link href={whatsappChatHref} target="_blank" rel="noopener">
        {paymentMessages.declinedPaymentChatLink}
      </Link>
      .{note ? ` (${note})` : ''}
    </Alert>
  );
}
