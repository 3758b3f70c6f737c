import {
  formatQuantity,
  type QuotationItem,
  type QuotationScopeGroup,
  type QuotationTotals,
} from '@reno/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { Money } from '../money';
import { QuotationLineCards, ScopeName } from './quotation-lines';

/** Hidden from sight, read by screen readers. Sizes in px: a bare 1 in sx would mean 100%. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Client spec "Quotation and Checkout": lines grouped by scope of work and area, totals footer, counts.
 * A table from the md breakpoint up; below it each line is a card with every column on it, so a phone
 * never scrolls sideways (issue 17).
 */
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
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const extra = rowActions ? 1 : 0;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {isNarrow ? (
        <>
          <QuotationLineCards groups={groups} {...(rowActions ? { rowActions } : {})} />
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, fontWeight: 700 }}
            data-testid="quotation-total"
          >
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              <Money cents={totals.total_price} />
            </Typography>
          </Stack>
        </>
      ) : (
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
                  <TableCell padding="checkbox">
                    <Box component="span" sx={visuallyHidden}>
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
                      <ScopeName scope={scope.scope_of_work} />
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
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Typography>Total Services: {totals.total_services}</Typography>
        <Typography>Total Areas: {totals.total_areas}</Typography>
        <Typography>Total Items: {totals.total_items}</Typography>
      </Stack>
    </Stack>
  );
}
