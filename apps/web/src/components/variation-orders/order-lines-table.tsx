import type { VariationOrderView } from '@reno/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Money } from '../money';
import { voTexts as t } from './vo-texts';

/** The lines of one order; prices show once the merchant has priced them. */
export function OrderLinesTable({ order }: { order: VariationOrderView }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={`${order.services} ${t.title}`}>
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.area}</TableCell>
            <TableCell>{t.columns.items}</TableCell>
            <TableCell align="right">{t.columns.quantity}</TableCell>
            <TableCell>{t.columns.description}</TableCell>
            {order.is_priced && <TableCell align="right">{t.columns.price}</TableCell>}
            {order.is_priced && <TableCell align="right">{t.columns.amount}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell>{line.area}</TableCell>
              <TableCell>{line.items}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description_of_work}</TableCell>
              {order.is_priced && (
                <TableCell align="right">
                  <Money cents={line.price_cents} />
                </TableCell>
              )}
              {order.is_priced && (
                <TableCell align="right">
                  <Money cents={line.amount_cents} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
