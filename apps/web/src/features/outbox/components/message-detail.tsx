import { type OutboxMessage } from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../components/modal';
import { canRetry } from '../api/retry-message';
import { outboxTexts } from '../outbox-texts';
import { formatDateTime } from '@reno/domain';

/** Titles the modal: an e-mail by its subject, an SMS by its recipients. */
export const messageTitle = (message: OutboxMessage) =>
  message.channel === 'sms'
    ? outboxTexts.smsTitle(message.recipients.join(', '))
    : (message.subject ?? outboxTexts.noSubject);

/**
 * The e-mail's HTML is rendered in a fully sandboxed iframe (`sandbox=""`): no scripts, forms or
 * same-origin access, so a template (or a recipient-supplied value inside it) cannot touch the admin app.
 */
interface MessageDetailProps {
  message: OutboxMessage | null;
  onClose: () => void;
  /** Shown for failed or held messages only. */
  onRetry?: (message: OutboxMessage) => void;
  isRetrying?: boolean;
}

export function MessageDetail({ message, onClose, onRetry, isRetrying = false }: MessageDetailProps) {
  return (
    <Modal
      open={message !== null}
      title={message ? messageTitle(message) : ''}
      onClose={onClose}
      maxWidth="md"
      actions={
        <>
          {message && onRetry && canRetry(message) && (
            <Button variant="contained" onClick={() => onRetry(message)} disabled={isRetrying}>
              {outboxTexts.retrySending}
            </Button>
          )}
          <Button onClick={onClose}>{outboxTexts.close}</Button>
        </>
      }
    >
      {message && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {outboxTexts.columns.to}: {message.recipients.join(', ')} · {formatDateTime(message.created_at)}
          </Typography>
          {message.channel === 'email' ? (
            <Box
              component="iframe"
              title={outboxTexts.emailPreview}
              sandbox=""
              srcDoc={
                message.html ??
                `<pre style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.body)}</pre>`
              }
              sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          ) : (
            <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Typography>
          )}
        </>
      )}
    </Modal>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
