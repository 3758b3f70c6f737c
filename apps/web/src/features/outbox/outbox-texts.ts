import { type OutboxChannel, type OutboxStatus } from '@reno/domain';

export const outboxTexts = {
  title: 'Outbox',
  subtitle: 'E-mails and SMS the platform has queued, sent or failed to send.',
  tabs: { email: 'Email', sms: 'SMS' } satisfies Record<OutboxChannel, string>,
  columns: {
    created: 'Created',
    to: 'To',
    subjectOrText: 'Subject/Text',
    template: 'Template',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
  },
  empty: 'No messages in the outbox',
  retry: 'Retry',
  retrySending: 'Retry sending',
  close: 'Close',
  noSubject: '(no subject)',
  smsTitle: (to: string) => `SMS to ${to}`,
  emailPreview: 'E-mail preview',
  tableLabel: (channel: OutboxChannel) => `${channel === 'email' ? 'E-mail' : 'SMS'} outbox`,
  status: {
    pending: 'Pending',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    held: 'Held',
  } satisfies Record<OutboxStatus, string>,
} as const;
