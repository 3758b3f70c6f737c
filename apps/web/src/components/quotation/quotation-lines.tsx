import {
  CARPENTRY_MATERIALS_TEXT,
  formatQuantity,
  type QuotationItem,
  type QuotationScopeGroup,
} from '@reno/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Money } from '../money';

/**
 * Client spec "Quotation and Checkout": "The Carpentry Works row has a tooltip on materials". A button,
 * so a keyboard reaches it and a tap on a phone opens it (no hover there).
 */
export function ScopeName({ scope }: { scope: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
      {scope}
      {scope === 'Carpentry Works' && (
        <Tooltip title={CARPENTRY_MATERIALS_TEXT} enterTouchDelay={0} leaveTouchDelay={6000}>
          <IconButton size="small" aria-label={CARPENTRY_MATERIALS_TEXT} sx={{ p: 0.25 }}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * The quotation lines as cards, for phones and narrow screens: every column of the table (quantity,
 * unit, price per unit, market price, price) is on the card, so nothing needs a sideways scroll.
 */
export function QuotationLineCards({
  groups,
  rowActions,
}: {
  groups: QuotationScopeGroup[];
  rowActions?: (item: QuotationItem) => ReactNode;
}) {
  return (
    <Stack component="section" aria-label="Quotation" spacing={2}>
      {groups.map((scope) => (
        <Box key={scope.scope_of_work}>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              bgcolor: 'action.hover',
              px: 1.5,
              py: 1,
            }}
          >
            <ScopeName scope={scope.scope_of_work} />
            <Typography sx={{ fontWeight: 700 }}>
              <Money cents={scope.total_price} />
            </Typography>
          </Stack>
          {scope.areas.map((area) => (
            <Fragment key={area.area_id}>
              <Typography component="h3" variant="subtitle2" sx={{ px: 1.5, pt: 1.5, pb: 0.5 }}>
                {area.area}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={area.area}>
                {area.items.map((item) => (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={`${item.area_id}-${item.service_id}`}
                    sx={{ p: 1.5, minWidth: 0 }}
                    data-testid="quotation-line"
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {item.name_of}
                        </Typography>
                        {item.includes && (
                          <Typography variant="caption" component="p" color="text.secondary">
                            {item.includes}
                          </Typography>
                        )}
                      </Box>
                      {rowActions?.(item)}
                    </Stack>
                    <Box
                      component="dl"
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                        columnGap: 2,
                        rowGap: 0.5,
                        m: 0,
                        mt: 1,
                        '& dt': { color: 'text.secondary', typography: 'caption' },
                        '& dd': { m: 0, typography: 'body2' },
                      }}
                    >
                      <div>
                        <dt>Quantity</dt>
                        <dd>
                          {formatQuantity(item.quantity_hundredths)} {item.unit}
                        </dd>
                      </div>
                      <div>
                        <dt>Price per Unit</dt>
                        <dd>
                          <Money cents={item.price_per_quantity} />
                        </dd>
                      </div>
                      <div>
                        <dt>Market Price</dt>
                        <dd>
                          <Money cents={item.competitor_price} />
                        </dd>
                      </div>
                      <div>
                        <dt>Price</dt>
                        <Box component="dd" sx={{ fontWeight: 700 }} data-testid="quotation-line-price">
                          <Money cents={item.price} />
                        </Box>
                      </div>
                    </Box>
                  </Paper>
                ))}
              </Stack>
            </Fragment>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
