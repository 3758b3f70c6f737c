import type { DashboardPhaseText } from '@reno/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Spec "Dashboard phase text": where the client's renovation stands, and what that phase is about. */
export function PhaseText({ phase }: { phase: DashboardPhaseText }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Renovation phase" sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{phase.text}</Typography>
      {phase.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {phase.description}
        </Typography>
      )}
    </Paper>
  );
}
