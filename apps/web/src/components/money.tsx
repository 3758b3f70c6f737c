import { formatSgd } from '@reno/domain';

/** Money stays integer cents until here (architecture "Data"). */
export function Money({ cents }: { cents: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatSgd(cents)}</span>;
}
