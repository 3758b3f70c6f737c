import { type ProjectServiceWithLines } from '@reno/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Money } from '../money';

export const serviceLinesTexts = {
  area: 'Area',
  item: 'Item',
  description: 'Description of Work',
  quantity: 'Quantity',
  amount: 'Amount',
  total: 'Total',
  status: 'Status',
} as const;

const quantity = (hundredths: number, unit: string) =>
  `${(hundredths / 100).toLocaleString('en-SG', { maximumFractionDigits: 2 })} ${unit}`;

/** A project service with its quotation lines (scope of work), for the admin, PM and its merchant. */
export function ServiceLinesTable({
  service,
  action,
}: {
  service: ProjectServiceWithLines;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={service.services} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Stack>
          <Typography variant="h6" component="h3">
            {service.services}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {serviceLinesTexts.status}: {service.status} · {serviceLinesTexts.total}:{' '}
            <Money cents={service.amount_cents} />
          </Typography>
        </Stack>
        {action}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={`${service.services} lines`}>
          <TableHead>
            <TableRow>
              <TableCell>{serviceLinesTexts.area}</TableCell>
              <TableCell>{serviceLinesTexts.item}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {serviceLinesTexts.description}
              </TableCell>
              <TableCell align="right">{serviceLinesTexts.quantity}</TableCell>
              <TableCell align="right">{serviceLinesTexts.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {service.lines.map((line) => (
              <TableRow key={line._id}>
                <TableCell>{line.area}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.name_of}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {line.description_of_work}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {quantity(line.quantity_hundredths, line.unit)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Money cents={line.price} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
