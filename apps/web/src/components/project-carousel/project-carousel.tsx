import { formatSgd, projectDisplayName, type DraftProject } from '@reno/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { designNowProjectPath, quotationProgressPath } from '../../lib/draft-project-paths';

export const carouselTexts = {
  title: 'Your Projects',
  newProject: 'New Project',
  prompt: 'To start your renovation, confirm one of the projects below',
  more: 'More',
  goToDesignNow: 'Go to Design Now',
  viewQuotation: 'View Quotation',
} as const;

/** Spec §9: "Dashboard carousel loads 3 more at a time". */
export const CAROUSEL_STEP = 3;

/** What a carousel card shows; the draft listing and the client's project list both fit. */
export type CarouselProject = Pick<DraftProject, '_id' | 'name' | 'total_amount'>;

export interface ProjectCarouselProps {
  projects: CarouselProject[];
  /** How many are shown; the owner adds CAROUSEL_STEP on "More". */
  shown: number;
  hasMore: boolean;
  onMore: () => void;
  onNewProject: () => void;
  /** The dashboard picks the project its quotation bar, calendar and links are about. */
  selectedId?: string;
  onSelect?: (projectId: string) => void;
}

/** Spec "Client dashboard": the "Your Projects" carousel with "New Project". Presentational: the page fetches. */
export function ProjectCarousel({
  projects,
  shown,
  hasMore,
  onMore,
  onNewProject,
  selectedId,
  onSelect,
}: ProjectCarouselProps) {
  return (
    <Stack spacing={1.5} component="section" aria-label={carouselTexts.title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {carouselTexts.title}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={onNewProject}>
          {carouselTexts.newProject}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {carouselTexts.prompt}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1, scrollSnapType: 'x mandatory' }}>
        {projects.slice(0, shown).map((p) => (
          <Card
            key={p._id}
            variant="outlined"
            sx={{
              minWidth: 240,
              scrollSnapAlign: 'start',
              borderColor: p._id === selectedId ? 'primary.main' : undefined,
              borderWidth: p._id === selectedId ? 2 : undefined,
            }}
          >
            {onSelect ? (
              <CardActionArea onClick={() => onSelect(p._id)} aria-pressed={p._id === selectedId}>
                <CarouselCardContent project={p} />
              </CardActionArea>
            ) : (
              <CarouselCardContent project={p} />
            )}
            <CardActions>
              <Button size="small" component={RouterLink} to={designNowProjectPath(p._id)}>
                {carouselTexts.goToDesignNow}
              </Button>
              {p.total_amount !== null && (
                <Button size="small" component={RouterLink} to={quotationProgressPath(p._id)}>
                  {carouselTexts.viewQuotation}
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
        {(hasMore || projects.length > shown) && (
          <Button onClick={onMore} sx={{ minWidth: 120 }}>
            {carouselTexts.more}
          </Button>
        )}
      </Box>
    </Stack>
  );
}

function CarouselCardContent({ project }: { project: CarouselProject }) {
  return (
    <CardContent>
      <Typography sx={{ fontWeight: 600 }}>{projectDisplayName(project.name)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {project.total_amount === null ? 'NIL' : formatSgd(project.total_amount)}
      </Typography>
    </CardContent>
  );
}
