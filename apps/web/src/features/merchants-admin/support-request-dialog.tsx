import {
  formatDateTime,
  ReplySupportRequest,
  supportMessages,
  SupportRequestView,
  type SupportRequestView as SupportRequest,
} from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api';

export const supportDialogTexts = {
  reply: 'Reply',
  sendReply: 'Send reply',
  closeRequest: 'Close request',
  reopen: 'Reopen',
  close: 'Close',
  image: 'Image',
  status: 'Status',
  confirmClose: 'Close this support request? The requester sees it as closed; you can reopen it later.',
  replyFrom: (name: string) => `Reply from ${name}`,
} as const;
const t = supportDialogTexts;

function useSupportActions(id: string, onDone: (view: SupportRequest) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const after = {
    onSuccess: (view: SupportRequest) => {
      onDone(view);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'support-requests'] });
    },
    onError: (e: unknown) => toast.fromError(e),
  };
  return {
    reply: useMutation({
      mutationFn: (input: ReplySupportRequest) =>
        api.post(`/admin/support-requests/${encodeURIComponent(id)}/reply`, input, {
          schema: SupportRequestView,
        }),
      ...after,
    }),
    status: useMutation({
      mutationFn: (status: 'Open' | 'Closed') =>
        api.put(
          `/admin/support-requests/${encodeURIComponent(id)}/status`,
          { status },
          { schema: SupportRequestView },
        ),
      ...after,
    }),
  };
}

/** One request: the message, its image, the replies so far, and the admin's reply, close and reopen. */
export function SupportRequestDialog({
  request,
  requester,
  onClose,
}: {
  request: SupportRequest;
  requester: string;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(request);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const form = useForm<ReplySupportRequest>({
    resolver: zodResolver(ReplySupportRequest),
    defaultValues: { message: '' },
  });
  const actions = useSupportActions(request._id, setCurrent);
  const submit = form.handleSubmit((input) =>
    actions.reply.mutate(input, {
      onSuccess: () => {
        toast.success(supportMessages.replySent);
        form.reset();
      },
    }),
  );
  const busy = actions.reply.isPending || actions.status.isPending;
  const isClosed = current.status === 'Closed';
  return (
    <Modal
      open
      title={current.subject}
      onClose={onClose}
      maxWidth="md"
      actions={
        <>
          {isClosed ? (
            <Button onClick={() => actions.status.mutate('Open')} disabled={busy}>
              {t.reopen}
            </Button>
          ) : (
            <Button color="warning" onClick={() => setConfirming(true)} disabled={busy}>
              {t.closeRequest}
            </Button>
          )}
          <Button onClick={onClose}>{t.close}</Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(current.created_at)} · {requester}
          {current.project_name ? ` · ${current.project_name}` : ''} · {t.status}: {current.status}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{current.message}</Typography>
        {current.image_path && (
          <img src={current.image_path} alt={t.image} style={{ maxWidth: '100%', height: 'auto' }} />
        )}
        {current.replies.map((r) => (
          <Paper key={r._id} elevation={0} sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t.replyFrom(r.author_name)} · {formatDateTime(r.created_at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.message}</Typography>
          </Paper>
        ))}
        {!isClosed && (
          <Stack
            component="form"
            noValidate
            spacing={1}
            onSubmit={(e) => void submit(e)}
            aria-label={t.reply}
          >
            <TextField
              {...form.register('message')}
              label={t.reply}
              multiline
              minRows={3}
              required
              error={Boolean(form.formState.errors.message)}
              helperText={form.formState.errors.message?.message}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
              {t.sendReply}
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t.closeRequest}
        message={t.confirmClose}
        confirmLabel={t.closeRequest}
        isWorking={actions.status.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          actions.status.mutate('Closed', {
            onSuccess: () => {
              setConfirming(false);
              toast.success(supportMessages.closed);
            },
          })
        }
      />
    </Modal>
  );
}
