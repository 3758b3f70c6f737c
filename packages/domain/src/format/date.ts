/** Spec: dates shown DD/MM/YYYY or DD MMM YYYY, in Singapore time. */
const TZ = 'Asia/Singapore';
const parts = (date: Date, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: TZ, ...options })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;

export function formatDate(value: Date | string): string {
  const p = parts(new Date(value), { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateLong(value: Date | string): string {
  const p = parts(new Date(value), { day: '2-digit', month: 'short', year: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}

/** DD/MM/YYYY HH:mm in Singapore time, for logs and back-office tables. */
export function formatDateTime(value: Date | string): string {
  const p = parts(new Date(value), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${formatDate(value)} ${p.hour}:${p.minute}`;
}
