import {
  PROJECT_FILE_KINDS,
  type ProjectDeskDetail,
  type ProjectFileKind,
  type ProjectFileView,
} from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProjectFilesList, projectFileTexts } from '../../components/project-operations';
import { useToast } from '../../components/toast';
import { uploadFile } from '../../lib/upload';
import { userMessageOf } from '../../lib/errors';
import { useDeskMutations } from './desk-api';
import { deskTexts as t } from './desk-texts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';

function UploadForm({ projectId }: { projectId: string }) {
  const toast = useToast();
  const { attachFile } = useDeskMutations(projectId);
  const [kind, setKind] = useState<ProjectFileKind>('special_specification');
  const [area, setArea] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isWorking = progress !== null || attachFile.isPending;

  const submit = async () => {
    if (!file || isWorking) return;
    setError(null);
    setProgress(0);
    try {
      // The bytes go to the files module under the kind's upload category, then attach to the project.
      const stored = await uploadFile(file, kind, { onProgress: setProgress });
      await attachFile.mutateAsync({
        file_id: stored._id,
        kind,
        ...(area.trim() ? { area: area.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      toast.success(t.fileUploaded);
      setFile(null);
      setArea('');
      setDescription('');
    } catch (e) {
      setError(userMessageOf(e));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t.uploadTitle} sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {t.uploadTitle}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as ProjectFileKind)}
          >
            {PROJECT_FILE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {projectFileTexts.kinds[k]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            fullWidth
            size="small"
            label={t.area}
            value={area}
            onChange={(e) => setArea(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            label={t.description}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Grid>
        <Grid size={12}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" disabled={isWorking}>
              {t.chooseFile}
              <input
                hidden
                type="file"
                accept={ACCEPT}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  e.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? ''}
            </Typography>
            <Button variant="contained" disabled={!file || isWorking} onClick={() => void submit()}>
              {t.upload}
            </Button>
          </Stack>
        </Grid>
      </Grid>
      {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}

/** Files tab: upload special specifications, detailed drawings and floorplans; the list with delete. */
export function FilesTab({ project }: { project: ProjectDeskDetail }) {
  const toast = useToast();
  const { deleteFile } = useDeskMutations(project._id);
  const [deleting, setDeleting] = useState<ProjectFileView | null>(null);
  return (
    <Stack spacing={2}>
      <UploadForm projectId={project._id} />
      <ProjectFilesList
        files={project.files}
        actions={(file) => (
          <Button size="small" color="error" onClick={() => setDeleting(file)}>
            {t.deleteFile}
          </Button>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteMessage}
        confirmLabel={t.deleteFile}
        cancelLabel={t.cancel}
        isWorking={deleteFile.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteFile.mutate(deleting._id, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              setDeleting(null);
              toast.fromError(e);
            },
          })
        }
      />
    </Stack>
  );
}
