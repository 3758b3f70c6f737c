import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { type GalleryFilter, type GalleryProject, type GallerySortKey } from '@reno/domain';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { GalleryCard } from '../../components/gallery/gallery-card';
import { PageHeader } from '../../components/page-header';
import { galleryTexts as t } from './gallery-texts';
import { GalleryToolbar } from './gallery-toolbar';
import { useGallery } from './use-gallery';

// Loaded when a project is first opened: the page's first screen is the grid (issue 19: less work
// hydrating /projects).
const ProjectDetailModal = lazy(async () => ({
  default: (await import('./project-detail-modal')).ProjectDetailModal,
}));

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;
const BANNER = { src: '/gallery/sentosa-cove-residences-1-480.webp', alt: '' };

/** Spec "Projects gallery page" (/projects). */
export function ProjectsPage() {
  const [filter, setFilter] = useState<GalleryFilter | undefined>(undefined);
  // Spec §9: the UI's default sort is actual_photo desc ("Images").
  const [sortKey, setSortKey] = useState<GallerySortKey>('images');
  const [open, setOpen] = useState<GalleryProject | undefined>(undefined);
  // Mounted from the first opening on, so it closes with its transition.
  const [wasOpened, setWasOpened] = useState(false);
  if (open && !wasOpened) setWasOpened(true);
  const gallery = useGallery(filter, sortKey);
  const items = gallery.data?.pages.flatMap((p) => p.items) ?? [];
  const total = gallery.data?.pages.at(-1)?.totalCount ?? 0;

  return (
    <>
      <PageHeader title={t.bannerTitle} subtitle={t.bannerSubtitle} banner={BANNER} />
      <Container component="section" aria-labelledby="projects-count" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 3,
          }}
        >
          <Typography
            id="projects-count"
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700 }}
            aria-live="polite"
          >
            {gallery.isPending ? <Skeleton width={140} /> : t.count(total)}
          </Typography>
          <GalleryToolbar
            filter={filter}
            sortKey={sortKey}
            onFilterChange={setFilter}
            onSortChange={setSortKey}
          />
        </Box>
        {gallery.isPending && (
          <Box sx={grid} aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={360} />
            ))}
          </Box>
        )}
        {gallery.isError && items.length === 0 && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void gallery.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {t.loadFailed}
          </Alert>
        )}
        {gallery.isSuccess && total === 0 && <EmptyState title={t.empty} />}
        {items.length > 0 && (
          <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
            {items.map((project, i) => (
              <li key={project._id}>
                {/* Each card hydrates as its own piece of work: no one long task for the whole grid. */}
                <Suspense fallback={null}>
                  <GalleryCard project={project} onOpen={setOpen} eager={i < 2} />
                </Suspense>
              </li>
            ))}
          </Box>
        )}
        {items.length > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            {gallery.hasNextPage ? (
              <Button
                variant="outlined"
                size="large"
                onClick={() => void gallery.fetchNextPage()}
                disabled={gallery.isFetchingNextPage}
                startIcon={gallery.isFetchingNextPage ? <CircularProgress size={18} /> : undefined}
              >
                {t.showMore}
              </Button>
            ) : (
              <Typography color="text.secondary">{t.noMore}</Typography>
            )}
          </Box>
        )}
      </Container>
      {wasOpened && (
        <Suspense fallback={null}>
          <ProjectDetailModal project={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}
