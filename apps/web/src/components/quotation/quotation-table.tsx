import {
  CARPENTRY_MATERIALS_TEXT,
  formatQuantity,
  type QuotationItem,
  type QuotationScopeGroup,
  type QuotationTotals,
} from '@reno/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Money } from '../money';

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Client spec "Quotation and Checkout": table grouped by scope of work and area, totals footer, counts. */
export function QuotationTable({
  groups,
  totals,
  rowActions,
}: {
  groups: QuotationScopeGroup[];
  totals: QuotationTotals;
  /** An extra last column with each line's actions (the Quotation page's row menu). */
  rowActions?: (item: QuotationItem) => ReactNode;
}) {
  const extra = rowActions ? 1 : 0;
  return (
    <Stack spacing={2}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Quotation">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell>Unit</TableCell>
              <TableCell align="right">Price per Unit</TableCell>
              <TableCell align="right">Market Price</TableCell>
              <TableCell align="right">Price</TableCell>
              {rowActions && (
                <TableCell>
                  <Box component="span" sx={srOnly}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((scope) => (
              <Fragment key={scope.scope_of_work}>
                <TableRow sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={5}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
                      {scope.scope_of_work}
                      {scope.scope_of_work === 'Carpentry Works' && (
                        <Tooltip title={CARPENTRY_MATERIALS_TEXT}>
                          <InfoOutlinedIcon
                            fontSize="small"
                            aria-label={CARPENTRY_MATERIALS_TEXT}
                            tabIndex={0}
                          />
                        </Tooltip>
                      )}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    <Money cents={scope.total_price} />
                  </TableCell>
                  {rowActions && <TableCell />}
                </TableRow>
                {scope.areas.map((area) => (
                  <Fragment key={area.area_id}>
                    <TableRow>
                      <TableCell colSpan={6 + extra} sx={{ fontWeight: 600, pl: 3 }}>
                        {area.area}
                      </TableCell>
                    </TableRow>
                    {area.items.map((item) => (
                      <TableRow key={`${item.area_id}-${item.service_id}`}>
                        <TableCell sx={{ pl: 5 }}>
                          {item.name_of}
                          <Typography variant="caption" component="div" color="text.secondary">
                            {item.includes}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{formatQuantity(item.quantity_hundredths)}</TableCell>
                        <TableCell>{item.unit}</TableCell>
                        <TableCell align="right">
                          <Money cents={item.price_per_quantity} />
                        </TableCell>
                        <TableCell align="right">
                          <Money cents={item.competitor_price} />
                        </TableCell>
                        <TableCell align="right">
                          <Money cents={item.price} />
                        </TableCell>
                        {rowActions && <TableCell padding="checkbox">{rowActions(item)}</TableCell>}
                      </TableRow>
                    ))}
                  </Fragment>
                ))}
              </Fragment>
            ))}
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right">
                <Money cents={totals.total_market_rate} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                <Money cents={totals.total_price} />
              </TableCell>
              {rowActions && <TableCell />}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography>Total Services: {totals.total_services}</Typography>
        <Typography>Total Areas: {totals.total_areas}</Typography>
        <Typography>Total Items: {totals.total_items}</Typography>
      </Stack>
    </Stack>
  );
}
