import { formatCount } from '@reno/domain';

export const smsUsageTexts = {
  title: 'SMS Usage',
  subtitle:
    'Verification codes sent by SMS on each Singapore day. When the daily budget is reached, no more codes are sent until midnight.',
  period: 'Period',
  days: (n: number) => `Last ${n} days`,
  today: (queued: number, budget: number) =>
    `Today: ${formatCount(queued)} of ${formatCount(budget)} SMS (daily budget)`,
  tableLabel: 'SMS per day',
  columns: { day: 'Day', queued: 'Queued', sent: 'Sent', failed: 'Failed', waiting: 'Waiting' },
  empty: 'No SMS in this period',
  retry: 'Retry',
} as const;
