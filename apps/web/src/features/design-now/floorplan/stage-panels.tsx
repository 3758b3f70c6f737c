import {
  floorplanMessages,
  mmToPx,
  pxToMm,
  ScaleLengthInput,
  type FloorplanAreaType,
  type FloorplanDocument,
  type FloorplanScale,
  type MeasuredArea,
  type PlanPoint,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EditorAction, Selection } from './editor-state';
import { fpTexts as t } from './floorplan-texts';

/** Stage 5: two marks and the real length between them, or skip to the property-type estimate. */
export function ScalePanel(props: {
  marks: readonly PlanPoint[];
  scale: FloorplanScale | null;
  onSet: (input: ScaleLengthInput) => void;
  onSkip: () => void;
}) {
  const [length, setLength] = useState('');
  const [unit, setUnit] = useState<'mm' | 'm'>('m');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (props.marks.length < 2) return setError(floorplanMessages.scaleMarks);
    const parsed = ScaleLengthInput.safeParse({ realLength: length, unit });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? floorplanMessages.scaleLength);
    setError(null);
    props.onSet(parsed.data);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          label={t.realLength}
          value={length}
          onChange={(e) => setLength(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={unit}
          onChange={(_, v: 'mm' | 'm' | null) => v && setUnit(v)}
        >
          <ToggleButton value="mm">mm</ToggleButton>
          <ToggleButton value="m">m</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" onClick={submit}>
          {t.setScale}
        </Button>
        <Button onClick={props.onSkip}>{t.skipScale}</Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {props.scale?.estimated === true && (
        <Alert severity="warning">{floorplanMessages.estimatedScale}</Alert>
      )}
      {props.scale?.estimated === false && (
        <Alert severity="success">{`${t.setScale}: ${props.scale.realLength} ${props.scale.unit}`}</Alert>
      )}
    </Stack>
  );
}

const mmField = (label: string, mm: number, onMm: (mm: number) => void) => (
  <TextField
    size="small"
    type="number"
    label={label}
    value={mm}
    onChange={(e) => {
      const n = Number(e.target.value);
      if (n > 0 && n <= 5000) onMm(n);
    }}
    slotProps={{ htmlInput: { min: 10, max: 5000, step: 10 } }}
    sx={{ width: 180 }}
  />
);

/** Stage 6: thickness for new walls, and of the selected wall. */
export function WallPanel(props: {
  mm: number;
  onMm: (mm: number) => void;
  selected: Selection;
  doc: FloorplanDocument;
  mmPerPx: number;
  dispatch: (a: EditorAction) => void;
}) {
  const wall =
    props.selected?.kind === 'wall' ? props.doc.walls.find((w) => w.id === props.selected?.id) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {mmField(t.wallThickness, props.mm, props.onMm)}
      {wall &&
        mmField(`${t.wallThickness} (selected)`, Math.round(pxToMm(wall.thickness, props.mmPerPx)), (mm) =>
          props.dispatch({ type: 'setWallThickness', id: wall.id, thickness: mmToPx(mm, props.mmPerPx) }),
        )}
    </Stack>
  );
}

/** Stages 6.1 and 6.2: width of the next window or door. */
export function OpeningPanel(props: { mm: number; onMm: (mm: number) => void }) {
  return mmField(t.openingWidth, props.mm, props.onMm);
}

/** Stage 6.3: every item is confirmed or not; only confirmed ones stay part of the plan. */
export function FurniturePanel(props: {
  doc: FloorplanDocument;
  kind: string;
  onKind: (kind: string) => void;
  dispatch: (a: EditorAction) => void;
}) {
  return (
    <Stack spacing={1}>
      <TextField
        size="small"
        label={t.furnitureKind}
        value={props.kind}
        onChange={(e) => props.onKind(e.target.value)}
        sx={{ width: 220 }}
      />
      {props.doc.furniture.length === 0 && <Typography variant="body2">{t.noFurniture}</Typography>}
      {props.doc.furniture.map((f) => (
        <FormControlLabel
          key={f.id}
          control={
            <Checkbox
              checked={f.confirmed}
              onChange={(e) =>
                props.dispatch({ type: 'confirmFurniture', id: f.id, confirmed: e.target.checked })
              }
            />
          }
          label={`${f.kind} — ${t.confirmed}`}
        />
      ))}
    </Stack>
  );
}

/** Stage 7: the type and name the next area gets, and how it is drawn. */
export function AreaForm(props: {
  areaType: FloorplanAreaType;
  name: string;
  onType: (type: FloorplanAreaType) => void;
  onName: (name: string) => void;
  fillMode: boolean;
  onFillMode: (on: boolean) => void;
  drafting: boolean;
  onCancel: () => void;
  types: readonly FloorplanAreaType[];
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t.areaType}
        value={props.areaType}
        onChange={(e) => {
          const type = props.types.find((x) => x === e.target.value);
          if (type) props.onType(type);
        }}
        sx={{ width: 200 }}
      >
        {props.types.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t.areaName}
        value={props.name}
        onChange={(e) => props.onName(e.target.value)}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.fillMode ? 'fill' : 'points'}
        onChange={(_, v: string | null) => v && props.onFillMode(v === 'fill')}
      >
        <ToggleButton value="points">{t.drawArea}</ToggleButton>
        <ToggleButton value="fill">{t.fillRoom}</ToggleButton>
      </ToggleButtonGroup>
      {props.drafting && <Button onClick={props.onCancel}>{t.cancelArea}</Button>}
    </Stack>
  );
}

/** Every area with its floor area in m² and sqft, measured by the domain. */
export function AreaList({ measured }: { measured: readonly MeasuredArea[] }) {
  if (measured.length === 0) return <Typography variant="body2">{t.noAreas}</Typography>;
  return (
    <Table size="small" aria-label={t.stages[7]}>
      <TableHead>
        <TableRow>
          <TableCell>{t.areaName}</TableCell>
          <TableCell>{t.areaType}</TableCell>
          <TableCell align="right">m²</TableCell>
          <TableCell align="right">sqft</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {measured.map((a) => (
          <TableRow key={a.id}>
            <TableCell>{a.name}</TableCell>
            <TableCell>{a.areaType}</TableCell>
            <TableCell align="right">{t.m2(a.floorAreaM2)}</TableCell>
            <TableCell align="right">{t.sqft(a.floorAreaSqft)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
