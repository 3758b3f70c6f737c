import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { Money } from '../../components/money';
import { userMessageOf } from '../../lib/errors';
import { earningsQuery } from './completion-api';

/**
 * Issue 14 item 5: transactions/service-fee shows the fee taken from each release; transactions/completed
 * the transfers the admin recorded.
 */
export function EarningsPanel({ tab }: { tab: 'service-fee' | 'completed' }) {
  const query = useQuery(earningsQuery());
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  const e = query.data;
  return (
    <Stack spacing={1} component="section" aria-label={tab === 'service-fee' ? 'Service fee' : 'Payouts'}>
      <Typography>
        Service fee {e.fee_bps / 100}% · Released <Money cents={e.released_cents} /> · Fees{' '}
        <Money cents={e.fee_cents} /> · Payable <Money cents={e.payable_cents} /> · Paid out{' '}
        <Money cents={e.paid_out_cents} />
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        {tab === 'service-fee' ? (
          <Table size="small" aria-label="Service fee per release">
            <TableHead>
              <TableRow>
                <TableCell>Project</TableCell>
                <TableCell>Services</TableCell>
                <TableCell align="right">Released</TableCell>
                <TableCell align="right">Fee</TableCell>
                <TableCell align="right">Net</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {e.items.map((i) => (
                <TableRow key={i._id}>
                  <TableCell>{i.project_name}</TableCell>
                  <TableCell>{i.services}</TableCell>
                  <TableCell align="right">
                    <Money cents={i.released_cents} />
                  </TableCell>
                  <TableCell align="right">
                    <Money cents={i.fee_cents} />
                  </TableCell>
                  <TableCell align="right">
                    <Money cents={i.net_cents} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Table size="small" aria-label="Transfers to you">
            <TableHead>
              <TableRow>
                <TableCell>Transfer date</TableCell>
                <TableCell>Bank reference</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {e.payouts.map((p) => (
                <TableRow key={p._id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.transfer_date)}</TableCell>
                  <TableCell>{p.bank_reference}</TableCell>
                  <TableCell align="right">
                    <Money cents={p.amount_cents} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TableContainer>
    </Stack>
  );
}
