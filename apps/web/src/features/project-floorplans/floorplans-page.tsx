import { ProjectFloorplan, type ProjectFloorplanImage } from '@reno/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { api } from '../../lib/api';
import { FloorplanDownloadModal } from './floorplan-download-modal';
import { floorplansTexts as t } from './floorplans-texts';
import { ProjectFilesSection } from './project-files-section';

const floorplanQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', id, 'floorplan'],
    queryFn: ({ signal }) =>
      api.get(`/design-now/projects/${id}/floorplan`, { schema: ProjectFloorplan, signal }),
  });

function FloorplanImage({ title, image }: { title: string; image: ProjectFloorplanImage | null }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, height: '100%' }} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {image ? (
        <img
          src={image.resourceURI}
          alt={title}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      ) : (
        <Typography color="text.secondary">{t.none(title)}</Typography>
      )}
    </Paper>
  );
}

/**
 * A client's project floorplans (spec: "Uploaded Floorplan", "Generated Floorplan", "Back To
 * Dashboard"), under /main-project/{id} and /other-project/{id}; both download from one modal.
 */
export function FloorplansPage() {
  const { id = '' } = useParams();
  const floorplan = useQuery(floorplanQuery(id));
  const [isDownloadOpen, setDownloadOpen] = useState(false);
  if (floorplan.isPending) return <PageLoader />;
  if (floorplan.isError)
    return (
      <EmptyState
        title={t.loadError}
        action={
          <Button variant="contained" onClick={() => void floorplan.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  const fp = floorplan.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {`${t.title}: ${fp.name}`}
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => setDownloadOpen(true)}
          aria-haspopup="dialog"
          sx={{ alignSelf: { xs: 'start', sm: 'center' }, flexShrink: 0 }}
        >
          {t.download}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FloorplanImage title={t.uploaded} image={fp.uploaded} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FloorplanImage title={t.generated} image={fp.generated} />
        </Grid>
      </Grid>
      <ProjectFilesSection projectId={id} />
      <Button component={RouterLink} to="/client-dashboard" sx={{ mt: 3 }}>
        {t.back}
      </Button>
      <FloorplanDownloadModal
        open={isDownloadOpen}
        onClose={() => setDownloadOpen(false)}
        items={[
          { title: t.uploaded, image: fp.uploaded, reason: t.noneReason.uploaded },
          { title: t.generated, image: fp.generated, reason: t.noneReason.generated },
        ]}
      />
    </Container>
  );
}
