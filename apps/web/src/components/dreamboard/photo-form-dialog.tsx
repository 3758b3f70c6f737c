import { type DreamboardItemView } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal } from '../modal';
import { useToast } from '../toast';
import { uploadFile } from '../../lib/upload';
import { useDreamboardMutations } from './dreamboard-api';
import { dreamboardTexts as t } from './dreamboard-texts';

const PhotoForm = z.object({
  tags: z.array(z.string()).min(1, t.tagRequired),
  comment: z.string().max(1000),
});
type PhotoForm = z.infer<typeof PhotoForm>;

/**
 * Upload Photo (no `item`) or the detail dialog of the client's own photo (spec "a detail dialog to tag
 * services and comment"). Every photo needs a service tag before it is saved (spec §5).
 */
export function PhotoFormDialog({
  projectId,
  services,
  item,
  onClose,
}: {
  projectId: string;
  services: string[];
  item?: DreamboardItemView;
  onClose: () => void;
}) {
  const toast = useToast();
  const { add, update, remove } = useDreamboardMutations(projectId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<PhotoForm>({
    resolver: zodResolver(PhotoForm),
    defaultValues: { tags: item?.tags ?? [], comment: item?.comment ?? '' },
  });
  const busy = uploading || add.isPending || update.isPending || remove.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (busy) return;
    try {
      if (item) {
        await update.mutateAsync({ itemId: item._id, body: values });
        toast.success(t.updated);
      } else {
        if (!file) return setFileError(t.required);
        setUploading(true);
        const stored = await uploadFile(file, 'dreamboard');
        await add.mutateAsync({ image: stored._id, ...values });
        toast.success(t.uploaded);
      }
      onClose();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setUploading(false);
    }
  });

  if (confirmDelete && item)
    return (
      <Modal
        open
        maxWidth="xs"
        title={t.deleteTitle}
        actions={
          <>
            <Button onClick={() => setConfirmDelete(false)} disabled={remove.isPending}>
              {t.cancel}
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(item._id, {
                  onSuccess: () => {
                    toast.success(t.deleted);
                    onClose();
                  },
                  onError: () => toast.fromError(new Error(t.deleteFailed)),
                })
              }
            >
              {t.delete}
            </Button>
          </>
        }
      >
        <Typography>{t.deleteMessage}</Typography>
      </Modal>
    );

  return (
    <Modal
      open
      title={item ? t.details : t.upload}
      onClose={busy ? undefined : onClose}
      actions={
        <>
          {item && (
            <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy} sx={{ mr: 'auto' }}>
              {t.delete}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button variant="contained" loading={busy} onClick={() => void submit()}>
            {t.save}
          </Button>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} sx={{ pt: 1 }}>
        {item ? (
          <img
            src={`${item.path}?width=800`}
            alt={item.tags.join(', ')}
            style={{ width: '100%', height: 'auto', borderRadius: 8 }}
          />
        ) : (
          <Stack spacing={0.5}>
            <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
              {t.choosePhoto}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                aria-label={t.photo}
                onChange={(e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  setFileError(chosen && !chosen.type.startsWith('image/') ? t.notAnImage : null);
                  setFile(chosen && chosen.type.startsWith('image/') ? chosen : null);
                }}
              />
            </Button>
            <Typography
              variant="body2"
              color={fileError ? 'error' : 'text.secondary'}
              role={fileError ? 'alert' : undefined}
            >
              {fileError ?? file?.name ?? ' '}
            </Typography>
          </Stack>
        )}
        <Controller
          control={form.control}
          name="tags"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={services}
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t.services}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
          )}
        />
        <TextField
          label={t.comment}
          multiline
          minRows={2}
          fullWidth
          {...form.register('comment')}
          error={Boolean(form.formState.errors.comment)}
          helperText={form.formState.errors.comment?.message ?? ' '}
        />
      </Stack>
    </Modal>
  );
}
