import {
  ANNOUNCEMENT_BODY_MAX,
  type AnnouncementAudience,
  AnnouncementList,
  AnnouncementView,
  backOfficeMessages as m,
  formatDate,
  SaveAnnouncement,
  singaporeToday,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api';
import { ApiError, userMessageOf } from '../../lib/errors';
import { backOfficeKey } from './back-office-api';

export const announcementTexts = {
  title: 'Announcement',
  newTitle: 'New announcement', // ours
  titleField: 'Title',
  body: 'Message',
  audience: 'Audience',
  audiences: { clients: 'Clients', merchants: 'Merchants', all: 'All' } satisfies Record<
    AnnouncementAudience,
    string
  >,
  startsOn: 'Start date',
  endsOn: 'End date',
  post: 'Post',
  posted: 'Posted', // ours
  delete: 'Delete',
  cancel: 'Cancel',
  deleteTitle: 'Delete this announcement?', // ours
  deleteMessage: 'Readers who have not seen it yet will not; those who have keep it in their notifications.', // ours
  empty: 'No announcements yet.', // ours
  retry: 'Retry',
} as const;
const t = announcementTexts;

const announcementsKey = [...backOfficeKey, 'announcements'];
const listQuery = queryOptions({
  queryKey: announcementsKey,
  queryFn: ({ signal }) => api.get('/admin/announcements', { schema: AnnouncementList, signal }),
});

/** Issue 18 item 5: write an announcement for clients, merchants or all, between two dates. */
export function AnnouncementPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useQuery(listQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementsKey });
  const create = useMutation({
    mutationFn: (body: SaveAnnouncement) =>
      api.post('/admin/announcements', body, { schema: AnnouncementView }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.delete(`/admin/announcements/${encodeURIComponent(id)}`, {
        schema: z.object({ deleted: z.literal(true) }),
      }),
    onSettled: refresh,
  });
  const [deleting, setDeleting] = useState<AnnouncementView | null>(null);
  const today = singaporeToday();
  const form = useForm<SaveAnnouncement>({
    resolver: zodResolver(SaveAnnouncement),
    defaultValues: { title: '', body: '', audience: 'all', starts_on: today, ends_on: today },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.success(m.announcementPosted);
        form.reset({ title: '', body: '', audience: body.audience, starts_on: today, ends_on: today });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : [];
        for (const f of fields) form.setError(f.field as keyof SaveAnnouncement, { message: f.message });
        if (fields.length === 0) toast.fromError(error);
      },
    });
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.newTitle}
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            label={t.titleField}
            {...form.register('title')}
            error={!!errors.title}
            helperText={errors.title?.message}
            required
          />
          <TextField
            label={t.body}
            {...form.register('body')}
            error={!!errors.body}
            helperText={errors.body?.message}
            multiline
            minRows={3}
            required
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={form.control}
              name="audience"
              render={({ field }) => (
                <TextField
                  select
                  label={t.audience}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  sx={{ minWidth: 160 }}
                >
                  {(Object.keys(t.audiences) as AnnouncementAudience[]).map((a) => (
                    <MenuItem key={a} value={a}>
                      {t.audiences[a]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              type="date"
              label={t.startsOn}
              {...form.register('starts_on')}
              error={!!errors.starts_on}
              helperText={errors.starts_on?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t.endsOn}
              {...form.register('ends_on')}
              error={!!errors.ends_on}
              helperText={errors.ends_on?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t.post}
          </Button>
        </Stack>
      </Paper>
      {list.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {userMessageOf(list.error)}
        </Alert>
      )}
      {list.isPending && !list.isError && <Skeleton variant="rounded" height={120} />}
      {list.data?.length === 0 && <EmptyState title={t.empty} />}
      {list.data?.map((a) => (
        <Paper key={a._id} variant="outlined" sx={{ p: 2 }} data-testid="announcement">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {a.title}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{a.body}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }}>
                <Chip size="small" label={t.audiences[a.audience]} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={`${formatDate(a.starts_on)} – ${formatDate(a.ends_on)}`}
                />
              </Stack>
            </div>
            <Button
              color="error"
              size="small"
              onClick={() => setDeleting(a)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t.delete}
            </Button>
          </Stack>
        </Paper>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteMessage}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        isWorking={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(m.announcementDeleted),
            onError: (e) => toast.fromError(e),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
