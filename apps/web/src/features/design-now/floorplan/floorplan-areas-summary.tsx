import {
  floorplanMessages,
  isScaleEstimated,
  measureFloorplanAreas,
  parseFloorplanDocument,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { fpTexts as t } from './floorplan-texts';

/** On the quotation: the areas it was priced from, as measured on the floorplan (m² and sqft). */
export function FloorplanAreasSummary({ stored }: { stored: unknown }) {
  const doc = useMemo(() => parseFloorplanDocument(stored), [stored]);
  if (!doc || doc.areas.length === 0) return null;
  const measured = measureFloorplanAreas(doc);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={t.measuredTitle}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.measuredTitle}
      </Typography>
      {isScaleEstimated(doc) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {floorplanMessages.estimatedScale}
        </Alert>
      )}
      <Stack spacing={0.5}>
        {measured.map((a) => (
          <Typography key={a.id} variant="body2">
            {`${a.name}: ${t.m2(a.floorAreaM2)} (${t.sqft(a.floorAreaSqft)})`}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
