import { formatDate, type ProjectFileKind, type ProjectFileView } from '@reno/domain';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { EmptyState } from '../empty-state';

export const projectFileTexts = {
  kinds: {
    special_specification: 'Special Specification',
    detailed_drawing: 'Detailed Drawing',
    floorplan: 'Floorplan',
  } satisfies Record<ProjectFileKind, string>,
  open: 'Open',
  download: 'Download',
  empty: 'No Data Found!', // spec §8 empty state
  uploaded: 'Uploaded', // ours
} as const;

const withDownload = (path: string) => `${path}${path.includes('?') ? '&' : '?'}download=1`;

/** Files attached to a project (issue 12 item 5) as a read view: what, where, and a way to get it. */
export function ProjectFilesList({
  files,
  kind,
  actions,
}: {
  files: readonly ProjectFileView[];
  kind?: ProjectFileKind;
  actions?: (file: ProjectFileView) => ReactNode;
}) {
  const shown = kind ? files.filter((f) => f.kind === kind) : files;
  if (shown.length === 0) return <EmptyState title={projectFileTexts.empty} />;
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((file) => (
        <Paper component="li" key={file._id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <InsertDriveFileOutlinedIcon color="action" aria-hidden />
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {projectFileTexts.kinds[file.kind]}
                {file.area ? ` · ${file.area}` : ''} · {projectFileTexts.uploaded}{' '}
                {formatDate(file.created_at)}
              </Typography>
              {file.description && (
                <Typography
                  variant="body2"
                  sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {file.description}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button size="small" href={file.path} target="_blank" rel="noopener">
                {projectFileTexts.open}
              </Button>
              <Button size="small" href={withDownload(file.path)} startIcon={<DownloadIcon />}>
                {projectFileTexts.download}
              </Button>
              {actions?.(file)}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
