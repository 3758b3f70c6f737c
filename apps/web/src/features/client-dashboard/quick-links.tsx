import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { projectPaths } from '../../lib/client-projects';
import { clientDashboardTexts as texts } from './client-dashboard-texts';

/** Spec "Client dashboard": Quick Links (Floorplans, Draft Projects). */
export function QuickLinks({ projectId }: { projectId: string | undefined }) {
  return (
    <Stack spacing={1.5} component="nav" aria-labelledby="quick-links-title">
      <Typography id="quick-links-title" variant="h6" component="h2">
        {texts.quickLinksTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {projectId && (
          <Button variant="outlined" component={RouterLink} to={projectPaths.floorplans(projectId)}>
            {texts.floorplans}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/draft-projects">
          {texts.draftProjects}
        </Button>
      </Stack>
    </Stack>
  );
}
