import { formatDate, type SpecialSpecification } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { PageLoader } from '../../components/page-loader';
import { StageGate } from '../../components/stage-gate';
import { userMessageOf } from '../../lib/errors';
import { specialSpecificationsQuery } from './project-team-api';
import { projectTeamTexts as t } from './project-team-texts';

const isImage = (name: string) => /\.(jpe?g|png|webp|gif)$/i.test(name);
const withDownload = (path: string) => `${path}${path.includes('?') ? '&' : '?'}download=1`;

function SpecDetail({ spec, onClose }: { spec: SpecialSpecification; onClose: () => void }) {
  return (
    <Modal
      open
      title={spec.area ?? spec.name}
      onClose={onClose}
      actions={
        <>
          <Button href={withDownload(spec.path)}>{t.download}</Button>
          <Button onClick={onClose}>{t.close}</Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {spec.name} · {t.uploaded} {formatDate(spec.created_at)}
        </Typography>
        {spec.description && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {spec.description}
          </Typography>
        )}
        {isImage(spec.name) ? (
          <img src={spec.path} alt={spec.area ?? spec.name} style={{ maxWidth: '100%', height: 'auto' }} />
        ) : (
          <Button
            href={spec.path}
            target="_blank"
            rel="noopener"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.open}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

/** Client route nav-floorplans/special-specification: the tab and its detail modal (client spec §2). */
export function SpecialSpecificationPage() {
  const { id = '' } = useParams();
  const root = useLocation().pathname.startsWith('/other-project/') ? 'other-project' : 'main-project';
  const query = useQuery(specialSpecificationsQuery(id));
  const [open, setOpen] = useState<SpecialSpecification | null>(null);
  let body;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) body = <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  else if (!query.data.is_unlocked)
    body = <StageGate paymentPath={`/${root}/${encodeURIComponent(id)}/transactions/progressive-payment`} />;
  else if (query.data.items.length === 0) body = <EmptyState title={t.noData} />;
  else
    body = (
      <Grid container spacing={2}>
        {query.data.items.map((spec) => (
          <Grid key={spec._id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                onClick={() => setOpen(spec)}
                sx={{ height: '100%' }}
                aria-label={`${t.details}: ${spec.area ?? spec.name}`}
              >
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{spec.area ?? '-'}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {spec.name}
                  </Typography>
                  {spec.description && (
                    <Typography
                      variant="body2"
                      sx={{
                        mt: 1,
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {spec.description}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t.specTitle}
        </Typography>
        {body}
      </Stack>
      {open && <SpecDetail spec={open} onClose={() => setOpen(null)} />}
    </Container>
  );
}
