import {
  DEFAULT_ROWS_PER_PAGE,
  effectiveRowsPerPage,
  type OutboxChannel,
  type OutboxMessage,
  TABLE_PAGE_SIZES,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { useOutbox } from './api/get-outbox';
import { useRetryOutboxMessage } from './api/retry-message';
import { MessageDetail } from './components/message-detail';
import { OutboxRows, OutboxSkeletonRows, OutboxTableHead } from './components/outbox-table';
import { outboxTexts } from './outbox-texts';

const channels: OutboxChannel[] = ['email', 'sms'];

export function OutboxPage() {
  const [channel, setChannel] = useState<OutboxChannel>('email');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DEFAULT_ROWS_PER_PAGE);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const outbox = useOutbox({ channel, page, rowsPerPage });
  const retry = useRetryOutboxMessage();
  const toast = useToast();
  const items = outbox.data?.items ?? [];

  const retryMessage = (message: OutboxMessage) =>
    retry.mutate(message._id, {
      onSuccess: (updated) => {
        setOpened(updated);
        toast.success();
      },
      onError: toast.fromError,
    });

  const changeChannel = (next: OutboxChannel) => {
    setChannel(next);
    setPage(0);
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {outboxTexts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{outboxTexts.subtitle}</Typography>
      <Tabs value={channel} onChange={(_event, next: OutboxChannel) => changeChannel(next)} sx={{ mb: 2 }}>
        {channels.map((value) => (
          <Tab key={value} value={value} label={outboxTexts.tabs[value]} />
        ))}
      </Tabs>
      {outbox.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void outbox.refetch()}>
              {outboxTexts.retry}
            </Button>
          }
        >
          {userMessageOf(outbox.error)}
        </Alert>
      ) : !outbox.isPending && items.length === 0 ? (
        <EmptyState title={outboxTexts.empty} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={outboxTexts.tableLabel(channel)}>
              <OutboxTableHead />
              {outbox.isPending ? (
                <OutboxSkeletonRows rows={5} />
              ) : (
                <OutboxRows items={items} onOpen={setOpened} />
              )}
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={outbox.data?.totalCount ?? 0}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              // Spec §9: a request of 10 rows is served as 20, so the table says what it shows.
              setRowsPerPage(effectiveRowsPerPage(Number(event.target.value)));
              setPage(0);
            }}
          />
        </Paper>
      )}
      <MessageDetail
        message={opened}
        onClose={() => setOpened(null)}
        onRetry={retryMessage}
        isRetrying={retry.isPending}
      />
    </Box>
  );
}
