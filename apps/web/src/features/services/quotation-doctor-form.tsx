import { QuotationDoctorRequest } from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpload } from '../../lib/use-upload';
import { ContactFields } from './contact-fields';
import { enquiriesApi } from './enquiries-api';
import { servicesTexts as t, THANK_YOU_PATH } from './services-texts';
import { useEnquiryForm } from './use-enquiry-form';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/**
 * Spec "Services": upload an existing quotation to the quotation_dr folder and e-mail the admin. The
 * file is uploaded once: after a refused submission, sending again reuses it.
 */
export function QuotationDoctorForm({
  defaults,
}: {
  defaults: { name: string; email: string; handphone_no: string };
}) {
  const inputId = useId();
  const navigate = useNavigate();
  const upload = useUpload('quotation_dr');
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; id: string } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const form = useEnquiryForm({
    kind: 'quotation_doctor',
    schema: QuotationDoctorRequest,
    initial: { ...defaults, message: '' },
    preparedFields: { fileId: 'pending' },
    prepare: async () => {
      if (!file) {
        setFileError(QuotationDoctorRequest.shape.fileId.safeParse('').error?.issues[0]?.message);
        return null;
      }
      if (uploaded?.file === file) return { fileId: uploaded.id };
      const stored = await upload.upload(file);
      if (!stored) return null;
      setUploaded({ file, id: stored._id });
      return { fileId: stored._id };
    },
    send: enquiriesApi.quotationDoctor,
    onSent: () => void navigate(THANK_YOU_PATH),
  });
  const busy = form.isSending || upload.isUploading;
  const shownFileError = fileError ?? upload.error ?? form.errors.fileId;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void form.submit(e)}
      aria-label={t.quotationDoctorTitle}
    >
      <ContactFields values={form.values} errors={form.errors} change={form.change} />
      <Box>
        <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
          {t.quotationFile}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-invalid={Boolean(shownFileError)}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
            upload.reset();
          }}
        />
        {upload.isUploading && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress variant="determinate" value={upload.progress} />
            <Typography variant="body2">{t.uploading(upload.progress)}</Typography>
          </Box>
        )}
        {shownFileError && <FormHelperText error>{shownFileError}</FormHelperText>}
      </Box>
      <TextField
        label={t.notes}
        value={form.values.message}
        onChange={form.change('message')}
        error={Boolean(form.errors.message)}
        helperText={form.errors.message}
        multiline
        minRows={3}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t.sending : t.submit}
        </Button>
      </Box>
    </Stack>
  );
}
