import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MerchantCompletable, type StoredFile, approvalMessages, formatDate } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { PhotoPicker, PhotoThumbnails } from '../../components/photo-picker';
import { useToast } from '../../components/toast';
import { userMessageOf } from '../../lib/errors';
import { completionsQuery, useCompleteService } from './completion-api';

const STATUS: Record<string, string> = {
  Pending: 'Waiting for the client',
  Hold: 'On hold by the client',
  Rework: 'Please fix and complete again',
  Approved: 'Payment released',
  Refunded: 'Refunded to the client',
};

function CompleteForm({ service }: { service: MerchantCompletable }) {
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteService();
  const toast = useToast();
  const problems = [
    ...(note.trim() ? [] : [approvalMessages.noteRequired]),
    ...(photos.length ? [] : [approvalMessages.photoRequired]),
  ];
  return (
    <Stack spacing={1.5}>
      <TextField
        label="What was done"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        error={touched && !note.trim()}
        helperText={touched && !note.trim() ? approvalMessages.noteRequired : ' '}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} label="Add photos of the finished work" />
      {touched && photos.length === 0 ? (
        <Typography color="error" variant="body2" role="alert">
          {approvalMessages.photoRequired}
        </Typography>
      ) : null}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setTouched(true);
          if (problems.length === 0) setConfirming(true);
        }}
      >
        Mark as completed
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Mark as completed"
        message={`The client will be asked to approve the payment for ${service.services}. It is released automatically 7 days from now if the client does nothing.`}
        confirmLabel="Mark as completed"
        isWorking={complete.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          complete.mutate(
            {
              kind: service.kind,
              serviceId: service.service_id,
              body: { note, photo_file_ids: photos.map((p) => p._id) },
            },
            {
              onSuccess: () => {
                toast.success(approvalMessages.completed);
                setConfirming(false);
                setNote('');
                setPhotos([]);
                setTouched(false);
              },
              onError: (e) => {
                setConfirming(false);
                toast.fromError(e);
              },
            },
          )
        }
      />
    </Stack>
  );
}

/** Issue 14 item 1: the merchant completes each of its services with photos and a note. */
export function CompletionPanel({ projectId }: { projectId: string }) {
  const query = useQuery(completionsQuery(projectId));
  if (query.isError) return <Alert severity="error">{userMessageOf(query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  return (
    <Stack spacing={2} component="section" aria-label="Completion">
      <Typography variant="h6" component="h2">
        Completion
      </Typography>
      {query.data.items.map((s) => (
        <Card key={`${s.kind}:${s.service_id}`} variant="outlined" aria-label={s.services}>
          <CardContent>
            <Stack spacing={1}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
              >
                <Typography sx={{ fontWeight: 600 }}>{s.services}</Typography>
                {s.item ? <Chip label={STATUS[s.item.status] ?? s.item.status} /> : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                <Money cents={s.amount_cents} />
                {s.item?.status === 'Pending'
                  ? ` · released automatically on ${formatDate(s.item.auto_release_at)}`
                  : ''}
              </Typography>
              {s.item?.hold ? (
                <Alert severity={s.item.hold.outcome ? 'info' : 'warning'}>
                  {s.item.hold.issue_type}: {s.item.hold.client_remarks}
                  <PhotoThumbnails photos={s.item.hold.images} label="Hold photo" />
                  {s.item.hold.resolution_note ? <div>Admin: {s.item.hold.resolution_note}</div> : null}
                </Alert>
              ) : null}
              {s.can_complete ? <CompleteForm service={s} /> : null}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
