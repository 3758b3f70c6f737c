import { CreateSupportRequest } from '@reno/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../toast';
import { ApiError } from '../../lib/errors';
import { useUpload } from '../../lib/use-upload';
import { useSendSupportRequest } from './support-api';
import { supportTexts as t } from './support-texts';

type SupportForm = Pick<CreateSupportRequest, 'subject' | 'message'>;
const SupportFormSchema = CreateSupportRequest.pick({ subject: true, message: true });

/** A support request to the admin, with an optional image, sent through the requester's own route. */
export function SupportRequestForm({
  path,
  label,
}: {
  path: '/client/support' | '/merchant/support';
  label: string;
}) {
  const toast = useToast();
  const support = useSendSupportRequest(path);
  const upload = useUpload('support_img');
  const [image, setImage] = useState<{ id: string; name: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<SupportForm>({
    resolver: zodResolver(SupportFormSchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (support.isPending || upload.isUploading) return;
    support.mutate(
      { ...values, ...(image ? { image_file_id: image.id } : {}) },
      {
        onSuccess: () => {
          toast.success(t.supportSent);
          form.reset();
          setImage(null);
          upload.reset();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.errors : [];
          for (const f of fields)
            if (f.field === 'subject' || f.field === 'message')
              form.setError(f.field, { message: f.message });
          if (fields.length === 0) toast.fromError(error);
        },
      },
    );
  });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) setImage({ id: stored._id, name: file.name });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)} aria-label={label}>
        <TextField
          label={t.subject}
          required
          {...form.register('subject')}
          error={Boolean(errors.subject)}
          helperText={errors.subject?.message ?? ' '}
        />
        <TextField
          label={t.message}
          required
          multiline
          minRows={5}
          {...form.register('message')}
          error={Boolean(errors.message)}
          helperText={errors.message?.message ?? ' '}
        />
        <Stack spacing={1}>
          <Typography variant="body2">{t.image}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" disabled={upload.isUploading}>
              {t.chooseImage}
              <input
                ref={fileInput}
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                onChange={(e) => {
                  void pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            {image && (
              <>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {image.name}
                </Typography>
                <Button size="small" onClick={() => setImage(null)}>
                  {t.removeImage}
                </Button>
              </>
            )}
          </Stack>
          {upload.isUploading && <LinearProgress variant="determinate" value={upload.progress} />}
          {upload.error && <Alert severity="error">{upload.error}</Alert>}
        </Stack>
        <Button
          type="submit"
          variant="contained"
          disabled={support.isPending || upload.isUploading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t.send}
        </Button>
      </Stack>
    </Paper>
  );
}
