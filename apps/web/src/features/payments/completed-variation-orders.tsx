import { formatDate } from '@reno/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Money } from '../../components/money';
import { voTexts as t } from '../../components/variation-orders';
import { receiptImageUrl, useProjectVariationOrders, variationOrderInvoiceUrl } from './variation-orders-api';

const DONE = ['Paid', 'Approved', 'Completed'];

/** Issue 13 item 5: paid variation orders on the Completed tab, each with its invoice and receipt. */
export function CompletedVariationOrders({ projectId }: { projectId: string }) {
  const query = useProjectVariationOrders(projectId);
  const rows = query.data?.items.filter((o) => DONE.includes(o.status)) ?? [];
  if (rows.length === 0) return null;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t.title}
      </Typography>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t.service}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell align="right">{t.columns.amount}</TableCell>
            <TableCell>{t.invoice}</TableCell>
            <TableCell align="right">{t.receipt}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((o) => (
            <TableRow key={o._id}>
              <TableCell>{o.services}</TableCell>
              <TableCell>
                {o.status}
                {o.paid_at ? ` · ${formatDate(o.paid_at)}` : ''}
              </TableCell>
              <TableCell align="right">
                <Money cents={o.amount_cents} />
              </TableCell>
              <TableCell>
                <Button size="small" component="a" href={variationOrderInvoiceUrl(o._id)} download>
                  {o.invoice_number}
                </Button>
              </TableCell>
              <TableCell align="right">
                {o.receipt && (
                  <Button
                    size="small"
                    component="a"
                    href={receiptImageUrl(o.receipt.receipt_file_id)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t.receipt}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
