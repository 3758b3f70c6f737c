import { ProjectFloorplan, type ProjectFloorplanImage } from '@reno/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { api } from '../../lib/api';
import { floorplansTexts as t } from './floorplans-texts';

const floorplanQuery = (id: string) =>
  queryOptions({
    queryKey: ['projects', id, 'floorplan'],
    queryFn: ({ signal }) =>
      api.get(`/design-now/projects/${id}/floorplan`, { schema: ProjectFloorplan, signal }),
  });

function FloorplanImage({
  title,
  image,
  fileName,
}: {
  title: string;
  image: ProjectFloorplanImage | null;
  fileName: string;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, height: '100%' }} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {image ? (
        <Stack spacing={1}>
          <img
            src={image.resourceURI}
            alt={title}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
          <Button variant="outlined" href={image.resourceURI} download={fileName} sx={{ alignSelf: 'start' }}>
            {t.download(title)}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t.none(title)}</Typography>
      )}
    </Paper>
  );
}

/** A client's project floorplans (spec: "Uploaded Floorplan", "Generated Floorplan", "Back To Dashboard"), each downloadable. */
export function FloorplansPage() {
  const { id = '' } = useParams();
  const floorplan = useQuery(floorplanQuery(id));
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
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {`${t.title}: ${fp.name}`}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FloorplanImage title={t.uploaded} image={fp.uploaded} fileName={`${fp.name} uploaded floorplan`} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FloorplanImage
            title={t.generated}
            image={fp.generated}
            fileName={`${fp.name} generated floorplan.png`}
          />
        </Grid>
      </Grid>
      <Button component={RouterLink} to="/client-dashboard" sx={{ mt: 3 }}>
        {t.back}
      </Button>
    </Container>
  );
}
