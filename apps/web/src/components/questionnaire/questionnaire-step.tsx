import {
  DESIGN_TYPES,
  KEY_COLLECTION_QUARTERS,
  PROPERTY_ROOMS,
  PROPERTY_TYPES,
  Questionnaire,
  keyCollectionYears,
  type KeyCollectionQuarter,
} from '@reno/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { questionnaireTexts as t } from './questionnaire-texts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Design Now property questionnaire; also the project manager's Add Project form (issue 12). */
export function QuestionnaireStep({
  value,
  onChange,
}: {
  value: Questionnaire;
  onChange: (next: Questionnaire) => void;
}) {
  const set = <K extends keyof Questionnaire>(key: K, v: Questionnaire[K]) =>
    onChange({ ...value, [key]: v });
  // A resumed project keeps its saved year even once it has left the "current to +6" window.
  const saved = value.key_collection_year;
  const offered = keyCollectionYears();
  const years = saved !== null && !offered.includes(saved) ? [saved, ...offered] : offered;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
      <TextField
        select
        label={t.propertyType}
        value={value.property_type}
        onChange={(e) => set('property_type', Questionnaire.shape.property_type.parse(e.target.value))}
      >
        {PROPERTY_TYPES.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <Stack spacing={0.5}>
        <Typography variant="body2" id="dn-new-label">
          {t.newOrResale}
        </Typography>
        <ToggleButtonGroup
          exclusive
          aria-labelledby="dn-new-label"
          value={value.new ? 'new' : 'resale'}
          onChange={(_, v: string | null) => v && set('new', v === 'new')}
        >
          <ToggleButton value="new">{t.newFlat}</ToggleButton>
          <ToggleButton value="resale">{t.resale}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={value.premium_standard === 'premium'}
            onChange={(e) => set('premium_standard', e.target.checked ? 'premium' : 'n/a')}
          />
        }
        label={t.premium}
      />
      <TextField
        select
        label={t.rooms}
        value={value.property_room}
        onChange={(e) => set('property_room', Questionnaire.shape.property_room.parse(e.target.value))}
      >
        {PROPERTY_ROOMS.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.designStyle}
        value={value.design_type}
        onChange={(e) => set('design_type', Questionnaire.shape.design_type.parse(e.target.value))}
      >
        {DESIGN_TYPES.map((d) => (
          <MenuItem key={d} value={d}>
            {capitalise(d)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={`${t.keyCollection} ${t.quarter}`}
          value={value.key_collection_quarter ?? ''}
          onChange={(e) =>
            set('key_collection_quarter', (e.target.value || null) as KeyCollectionQuarter | null)
          }
        >
          <MenuItem value="">-</MenuItem>
          {KEY_COLLECTION_QUARTERS.map((q) => (
            <MenuItem key={q} value={q}>
              {q}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={`${t.keyCollection} ${t.year}`}
          value={value.key_collection_year ?? ''}
          onChange={(e) => set('key_collection_year', e.target.value ? Number(e.target.value) : null)}
        >
          <MenuItem value="">-</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        type="date"
        label={t.startDate}
        value={value.prefered_renovation_start_date ?? ''}
        onChange={(e) => set('prefered_renovation_start_date', e.target.value || null)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="number"
        label={t.budget}
        value={value.budget === null ? '' : value.budget / 100}
        onChange={(e) => {
          const dollars = Number(e.target.value);
          set('budget', e.target.value === '' || !(dollars >= 0) ? null : Math.round(dollars * 100));
        }}
        slotProps={{ htmlInput: { min: 0, step: 1000 } }}
      />
      <FormControlLabel
        control={
          <Checkbox checked={value.request_help} onChange={(e) => set('request_help', e.target.checked)} />
        }
        label={t.requestHelp}
      />
    </Stack>
  );
}
