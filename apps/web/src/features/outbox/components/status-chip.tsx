import { type OutboxStatus } from '@reno/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { outboxTexts } from '../outbox-texts';

const colours: Record<OutboxStatus, ChipProps['color']> = {
  pending: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  held: 'warning',
};

export function StatusChip({ status }: { status: OutboxStatus }) {
  return (
    <Chip
      size="small"
      label={outboxTexts.status[status]}
      color={colours[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
    />
  );
}
