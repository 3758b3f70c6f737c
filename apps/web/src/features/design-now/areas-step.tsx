import {
  AREA_SIZE_RANGE,
  AREA_TYPES,
  AreaType,
  areaSizeTag,
  isAreaSizeAllowed,
  squarePerimeterFt,
  type DesignArea,
} from '@reno/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dnTexts as t } from './design-now-texts';

const toNumber = (raw: string) => {
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** The no-floor-plan areas step: the standard layout, with sizes to edit and areas to add, rename or remove. */
export function AreasStep({
  areas,
  onChange,
  onResetLayout,
}: {
  areas: DesignArea[];
  onChange: (next: DesignArea[]) => void;
  onResetLayout: () => void;
}) {
  const update = (id: string, patch: Partial<DesignArea>) =>
    onChange(areas.map((a) => (a.id === id ? { ...a, ...patch } : a)));
  const add = () => {
    const id = `area-${crypto.randomUUID().slice(0, 8)}`;
    onChange([
      ...areas,
      {
        id,
        area_type: 'Bedroom',
        name: `Bedroom ${areas.filter((a) => a.area_type === 'Bedroom').length + 1}`,
        floor_area_sqft: 110,
        perimeter_ft: squarePerimeterFt(110),
        ceiling_height_ft: 8.5,
        wall_area_sqft: null,
      },
    ]);
  };
  return (
    <Stack spacing={1.5}>
      {areas.map((a) => (
        <Paper key={a.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              label={t.areaName}
              value={a.name}
              size="small"
              error={a.name.trim() === ''}
              helperText={a.name.trim() === '' ? 'Required' : undefined}
              onChange={(e) => update(a.id, { name: e.target.value.slice(0, 60) })}
            />
            <TextField
              select
              label={t.areaType}
              size="small"
              value={a.area_type}
              sx={{ minWidth: 170 }}
              onChange={(e) => update(a.id, { area_type: AreaType.parse(e.target.value) })}
            >
              {AREA_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={t.floorArea}
              size="small"
              value={a.floor_area_sqft}
              // The allowed range per area type is the range the size tag splits in thirds (spec §5).
              error={!isAreaSizeAllowed(a)}
              helperText={t.sizeRange(AREA_SIZE_RANGE[a.area_type])}
              slotProps={{
                htmlInput: { min: AREA_SIZE_RANGE[a.area_type].min, max: AREA_SIZE_RANGE[a.area_type].max },
              }}
              onChange={(e) => {
                const floor = Math.min(toNumber(e.target.value), 20000);
                update(a.id, { floor_area_sqft: floor, perimeter_ft: squarePerimeterFt(floor) });
              }}
            />
            <TextField
              type="number"
              label={t.perimeter}
              size="small"
              value={a.perimeter_ft}
              slotProps={{ htmlInput: { min: 0, max: 5000 } }}
              onChange={(e) => update(a.id, { perimeter_ft: Math.min(toNumber(e.target.value), 5000) })}
            />
            <Chip label={areaSizeTag(a.area_type, a.floor_area_sqft)} size="small" />
            <IconButton
              aria-label={`${t.removeArea} ${a.name}`}
              onClick={() => onChange(areas.filter((x) => x.id !== a.id))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Stack direction="row" spacing={1}>
        <Button startIcon={<AddIcon />} onClick={add}>
          {t.addArea}
        </Button>
        <Button onClick={onResetLayout}>{t.resetLayout}</Button>
      </Stack>
    </Stack>
  );
}
