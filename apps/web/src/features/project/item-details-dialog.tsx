import {
  formatQuantity,
  formatSgd,
  isLumpSum,
  parseQuantity,
  quantityEditError,
  quotationEditMessages,
  repriceQuotationItem,
  type QuotationItemRow,
  type Tooltip,
} from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Modal } from '../../components/modal';
import { InfoField } from './info-card';
import { projectTexts as t } from './project-texts';

/**
 * Item Details: every field of the line; only the quantity is editable (spec §5), and only while the
 * quotation is editable. The price shown while typing is a preview by the domain rule; the saved price
 * is the server's.
 */
export function ItemDetailsDialog({
  item,
  editable,
  tooltips,
  isSaving,
  onSave,
  onClose,
}: {
  item: QuotationItemRow;
  editable: boolean;
  tooltips: readonly Tooltip[];
  isSaving: boolean;
  onSave: (quantityHundredths: number) => void;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState(formatQuantity(item.quantity_hundredths));
  const hundredths = parseQuantity(quantity);
  // Issue 15 item 6: the same floor the server enforces, shown before the client tries to save.
  const belowFloor = hundredths === null ? null : quantityEditError(item, hundredths);
  const preview = hundredths === null || belowFloor ? null : repriceQuotationItem(item, hundredths);
  const changed = hundredths !== null && hundredths !== item.quantity_hundredths;
  const lumpSum = isLumpSum(item);
  const canEdit = editable && !lumpSum;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hundredths !== null && changed && !belowFloor) onSave(hundredths);
  };

  return (
    <Modal
      open
      title={t.itemDetails}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={isSaving}>
            {t.cancel}
          </Button>
          {editable && (
            <Button
              type="submit"
              form="item-details-form"
              variant="contained"
              disabled={!changed || belowFloor !== null || isSaving}
            >
              {t.save}
            </Button>
          )}
        </>
      }
    >
      <Box component="form" id="item-details-form" noValidate onSubmit={submit}>
        <Typography variant="h6" component="p">
          {item.name_of}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {item.scope_of_work} · {item.area}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>
            <InfoField label="Includes" value={item.includes} tooltips={tooltips} />
            <InfoField label="Description of Work" value={item.description_of_work} tooltips={tooltips} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={`${t.quantity} (${item.unit})`}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              disabled={!canEdit || isSaving}
              error={hundredths === null || belowFloor !== null}
              helperText={
                hundredths === null
                  ? quotationEditMessages.quantityInvalid
                  : !editable
                    ? t.notEditable
                    : lumpSum
                      ? quotationEditMessages.lumpSumFixed
                      : (belowFloor ??
                        quotationEditMessages.quantityMinimumHint(
                          formatQuantity(item.min_quantity_hundredths),
                          item.unit,
                        ))
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
              size="small"
              autoFocus={canEdit}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <InfoField
              label="Price per Unit"
              value={formatSgd(item.price_per_quantity)}
              tooltips={tooltips}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <InfoField
              label="Price"
              value={<span data-testid="item-price">{formatSgd(preview?.price ?? item.price)}</span>}
              tooltips={tooltips}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <InfoField
              label="Market Price"
              value={formatSgd(preview?.competitor_price ?? item.competitor_price)}
              tooltips={tooltips}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <InfoField label="Wastage" value={`${item.wastage}%`} code="T012" tooltips={tooltips} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <InfoField
              label="Warranty"
              value={`${item.service_warranty_duration} days`}
              code="T013"
              tooltips={tooltips}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <InfoField
              label="Required Time"
              value={`${item.required_time} days`}
              code="T014"
              tooltips={tooltips}
            />
          </Grid>
        </Grid>
      </Box>
    </Modal>
  );
}
