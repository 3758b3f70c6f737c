import { type DraftProject } from '@reno/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CreateProjectDialog } from '../../components/create-project-dialog';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toast';
import { draftProjectsQuery } from '../../lib/draft-projects';
import { DraftProjectCard } from './draft-project-card';
import { draftTexts as t } from './draft-projects-texts';
import { useDeleteProject } from './use-delete-project';

/** Spec §9: search fires about 100 ms after typing stops. */
const SEARCH_DELAY_MS = 100;

/** Spec "Draft Projects": title, back arrow, plus for a new project, search, card grid, Load More. */
export function DraftProjectsPage() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<DraftProject | null>(null);
  const toast = useToast();
  const remove = useDeleteProject();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useInfiniteQuery(draftProjectsQuery(search));
  const projects = query.data?.pages.flatMap((p) => p.items) ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success(t.deleted),
      onError: (e) => toast.error(e.message || t.deleteFailed),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton component={RouterLink} to="/client-dashboard" aria-label={t.back}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t.title}
        </Typography>
        <IconButton color="primary" aria-label={t.newProject} onClick={() => setCreating(true)}>
          <AddIcon />
        </IconButton>
      </Stack>
      <TextField
        fullWidth
        placeholder={t.search}
        slotProps={{ htmlInput: { 'aria-label': t.search, maxLength: 100 } }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ mb: 3 }}
      />
      {query.isPending && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      )}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      )}
      {query.isSuccess && projects.length === 0 && <EmptyState title={t.empty} />}
      {projects.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {projects.map((p) => (
            <DraftProjectCard key={p._id} project={p} onDelete={() => setToDelete(p)} />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
      <CreateProjectDialog open={isCreating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        confirmLabel={t.delete}
        isWorking={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
