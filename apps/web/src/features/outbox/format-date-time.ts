import { formatDate } from '@reno/domain';

const time = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm in Singapore time. Local until the domain's date formatter offers a time. */
export const formatDateTime = (value: string) => `${formatDate(value)} ${time.format(new Date(value))}`;
