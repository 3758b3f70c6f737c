import { type OutboxMessage } from '@reno/domain';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { outboxTexts } from '../outbox-texts';
import { formatDateTime } from '@reno/domain';
import { messageTitle } from './message-detail';
import { StatusChip } from './status-chip';

const columns = Object.values(outboxTexts.columns);
const clip = { maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function OutboxTableHead() {
  return (
    <TableHead>
      <TableRow>
        {columns.map((label) => (
          <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

export function OutboxSkeletonRows({ rows }: { rows: number }) {
  return (
    <TableBody aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row}>
          {columns.map((label) => (
            <TableCell key={label}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  );
}

/** A row opens the message; its Subject/Text cell is also a real button for keyboard users. */
export function OutboxRows({
  items,
  onOpen,
}: {
  items: OutboxMessage[];
  onOpen: (message: OutboxMessage) => void;
}) {
  return (
    <TableBody>
      {items.map((message) => (
        <TableRow key={message._id} hover onClick={() => onOpen(message)} sx={{ cursor: 'pointer' }}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.created_at)}</TableCell>
          <TableCell sx={clip}>{message.recipients.join(', ')}</TableCell>
          <TableCell sx={clip}>
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(message);
              }}
              sx={{ textAlign: 'left' }}
            >
              {message.channel === 'sms' ? message.body : messageTitle(message)}
            </Link>
          </TableCell>
          <TableCell>{message.templateName ?? '—'}</TableCell>
          <TableCell>
            <StatusChip status={message.status} />
          </TableCell>
          <TableCell align="right">{message.attempts}</TableCell>
          <TableCell
            sx={{ ...clip, color: message.lastError ? 'error.main' : 'text.secondary' }}
            title={message.lastError ?? undefined}
          >
            {message.lastError ?? '—'}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  );
}
