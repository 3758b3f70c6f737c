import { paymentMessages } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** Where the client chats with a representative (the support entry of the client menu). */
export const CHAT_PATH = '/services/ask-a-pro';

/** Spec §8 "Declined progressive payment": not received, check it or chat with a representative. */
export function DeclinedMessage({ note }: { note: string | null }) {
  return (
    <Alert severity="warning">
      {paymentMessages.declinedPayment}
      <Link component={RouterLink} to={CHAT_PATH}>
        {paymentMessages.declinedPaymentChatLink}
      </Link>
      .{note ? ` (${note})` : ''}
    </Alert>
  );
}
