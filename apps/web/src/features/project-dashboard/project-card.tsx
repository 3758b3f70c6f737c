import { formatSgd, type ClientProjectSummary, type ProjectCardGroup } from '@reno/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { projectPaths } from '../../lib/client-projects';
import { imageUrl } from '../../lib/image-url';
import { projectDashboardTexts as texts } from './project-dashboard-texts';

export const FALLBACK_COVER = '/images/project-cover.svg';
/** Spec: "Clicking a card sets a run-init flag in local storage" (the project pages read it on start). */
export const RUN_INIT_KEY = 'runInit';

/** Spec: each group's card link. */
export const cardLink: Record<ProjectCardGroup, (id: string) => string> = {
  inProgress: projectPaths.otherProject,
  draft: projectPaths.otherProjectDraft,
  quotation: projectPaths.quotationProgress,
  completed: projectPaths.otherProject,
};

const setRunInit = () => {
  try {
    localStorage.setItem(RUN_INIT_KEY, 'true');
  } catch {
    // Storage can be unavailable (private mode); the link still works.
  }
};

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      {value}
    </Typography>
  );
}

/**
 * Spec: project id, contract amount (NIL if none), address, country, postal code, fallback cover; the
 * cover is the project's generated (else uploaded) floorplan when it has one.
 */
export function ProjectCard({ project, group }: { project: ClientProjectSummary; group: ProjectCardGroup }) {
  const to = cardLink[group](project._id);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to} onClick={setRunInit} sx={{ flex: 1 }}>
        <CardMedia
          component="img"
          height={140}
          // The floorplan image through the file route (owner only), as its thumbnail: the card is small.
          image={project.cover_image ? imageUrl(project.cover_image, { thumb: true }) : FALLBACK_COVER}
          alt=""
          onError={(e: SyntheticEvent<HTMLImageElement>) => {
            // A cover that fails to load falls back too, once.
            if (!e.currentTarget.src.endsWith(FALLBACK_COVER)) e.currentTarget.src = FALLBACK_COVER;
          }}
        />
        <CardContent>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{project.name}</Typography>
          <Line label={texts.projectId} value={project._id} />
          <Line
            label={texts.contractAmount}
            value={project.works_amount === null ? 'NIL' : formatSgd(project.works_amount)}
          />
          <Line label={texts.address} value={project.address ?? '-'} />
          <Line label={texts.country} value={project.country} />
          <Line label={texts.postalCode} value={project.postal_code ?? '-'} />
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Button size="small" component={RouterLink} to={to} onClick={setRunInit}>
          {texts.actions[group]}
        </Button>
      </CardActions>
    </Card>
  );
}
