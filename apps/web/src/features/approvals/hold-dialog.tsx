import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApprovalItemView, HOLD_ISSUE_TYPES, HoldItemInput, type StoredFile } from '@reno/domain';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useToast } from '../../components/toast';
import { useHold } from './approvals-api';
import { approvalsTexts as t } from './approvals-texts';
import { PhotoPicker } from '../../components/photo-picker';

type HoldForm = { issue_type: string; client_remarks: string; disagree: boolean; photo_file_ids: string[] };

/** Spec §5 "Hold payment": issue type, description, non-agreement checkbox, photos (3 shown, then +N). */
export function HoldDialog({ item, onClose }: { item: ApprovalItemView; onClose: () => void }) {
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const hold = useHold();
  const toast = useToast();
  const form = useForm<HoldForm, unknown, HoldItemInput>({
    resolver: zodResolver(HoldItemInput) as unknown as Resolver<HoldForm, unknown, HoldItemInput>,
    defaultValues: { issue_type: '', client_remarks: '', disagree: false, photo_file_ids: [] },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    if (hold.isPending) return;
    hold.mutate(
      { id: item._id, body: { ...body, photo_file_ids: photos.map((p) => p._id) } },
      {
        onSuccess: () => {
          toast.success(t.held);
          onClose();
        },
        onError: (e) => toast.fromError(e),
      },
    );
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="hold-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="hold-title">{t.holdTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {item.services} · {item.merchant_name}
            </Typography>
            <Controller
              control={form.control}
              name="issue_type"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label={t.issueType}
                  error={Boolean(errors.issue_type)}
                  helperText={errors.issue_type ? t.issueTypeRequired : ' '}
                >
                  {HOLD_ISSUE_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {type}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...form.register('client_remarks')}
              label={t.description}
              multiline
              minRows={3}
              error={Boolean(errors.client_remarks)}
              helperText={errors.client_remarks ? t.descriptionRequired : ' '}
            />
            <PhotoPicker photos={photos} onChange={setPhotos} label={t.addPhotos} />
            <Controller
              control={form.control}
              name="disagree"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t.holdAgreement}
                />
              )}
            />
            {errors.disagree ? (
              <Typography color="error" variant="body2" role="alert">
                {t.holdAgreementRequired}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" color="error" disabled={hold.isPending}>
            {t.hold}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
