import { formatDate, type DreamboardItemView } from '@reno/domain';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../empty-state';
import { Modal } from '../modal';
import { PageLoader } from '../page-loader';
import { userMessageOf } from '../../lib/errors';
import { dreamboardQuery } from './dreamboard-api';
import { dreamboardTexts as t } from './dreamboard-texts';
import { PhotoFormDialog } from './photo-form-dialog';

/** The detail of a photo for someone who reads the board (a merchant, the project manager, an admin). */
function PhotoDetail({ item, onClose }: { item: DreamboardItemView; onClose: () => void }) {
  return (
    <Modal open title={t.details} onClose={onClose} actions={<Button onClick={onClose}>{t.cancel}</Button>}>
      <Stack spacing={1.5}>
        <img
          src={`${item.path}?width=800`}
          alt={item.tags.join(', ')}
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {item.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" />
          ))}
        </Stack>
        {item.comment && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.comment}</Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t.added(formatDate(item.created_at))}
        </Typography>
      </Stack>
    </Modal>
  );
}

/**
 * Spec "Dreamboard": the photo grid, newest first, 8 per page with View More. The client uploads, tags
 * and comments; the project's merchants and project manager see the same board read-only.
 */
export function DreamboardBoard({ projectId }: { projectId: string }) {
  const query = useInfiniteQuery(dreamboardQuery(projectId));
  const [open, setOpen] = useState<DreamboardItemView | null>(null);
  const [uploading, setUploading] = useState(false);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  const first = query.data.pages[0]!;
  const items = query.data.pages.flatMap((p) => p.items);
  const canEdit = first.can_edit;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{canEdit ? t.intro : t.readIntro}</Typography>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={() => setUploading(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t.upload}
          </Button>
        )}
      </Stack>
      {items.length === 0 ? (
        <EmptyState title={t.empty} description={canEdit ? t.emptyHint : undefined} />
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={t.title}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item) => (
            <Grid key={item._id} size={{ xs: 6, sm: 4, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  onClick={() => setOpen(item)}
                  aria-label={`${t.details}: ${item.tags.join(', ')}`}
                  sx={{ height: '100%' }}
                >
                  <img
                    src={`${item.path}?thumb=1`}
                    alt=""
                    loading="lazy"
                    width={320}
                    height={240}
                    style={{
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      display: 'block',
                    }}
                  />
                  <CardContent sx={{ p: 1 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                      {item.tags.join(', ')}
                    </Typography>
                    {item.comment && (
                      <Typography variant="caption" color="text.secondary" noWrap component="p">
                        {item.comment}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t.viewMore}
        </Button>
      )}
      {uploading && (
        <PhotoFormDialog
          projectId={projectId}
          services={first.services}
          onClose={() => setUploading(false)}
        />
      )}
      {open &&
        (canEdit ? (
          <PhotoFormDialog
            projectId={projectId}
            services={first.services}
            item={open}
            onClose={() => setOpen(null)}
          />
        ) : (
          <PhotoDetail item={open} onClose={() => setOpen(null)} />
        ))}
    </Stack>
  );
}
