import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { GalleryCard } from '../../components/gallery/gallery-card';
import { teaserQuery } from './gallery-teaser-query';
import { homeTexts } from './home-texts';

const TEASER_COUNT = teaserQuery.params.rowsPerPage;
const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

/** Spec §1 home section "a past-projects gallery": the top-ranked projects, leading to /projects. */
export function GalleryTeaser() {
  const navigate = useNavigate();
  const query = useQuery(teaserQuery());
  return (
    <Container component="section" aria-labelledby="home-gallery-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography id="home-gallery-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
        {homeTexts.galleryTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{homeTexts.gallerySubtitle}</Typography>
      {query.isPending && (
        <Box sx={grid}>
          {Array.from({ length: TEASER_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={320} />
          ))}
        </Box>
      )}
      {query.isError && <Alert severity="error">{homeTexts.galleryFailed}</Alert>}
      {query.data && (
        <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
          {query.data.items.map((project) => (
            <li key={project._id}>
              <GalleryCard project={project} onOpen={() => void navigate('/projects')} />
            </li>
          ))}
        </Box>
      )}
      <Button component={RouterLink} to="/projects" variant="outlined" size="large" sx={{ mt: 3 }}>
        {homeTexts.allProjects}
      </Button>
    </Container>
  );
}
