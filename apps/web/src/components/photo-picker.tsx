import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { type ApprovalPhoto, type StoredFile, thumbnailsWithMore } from '@reno/domain';
import { useId } from 'react';
import { imageUrl } from '../lib/image-url';
import { useUpload } from '../lib/use-upload';

/** Spec §5: up to 3 thumbnails shown, then a "+N" count for the rest. */
export function PhotoThumbnails({ photos, label }: { photos: readonly ApprovalPhoto[]; label: string }) {
  const { shown, more } = thumbnailsWithMore(photos);
  if (photos.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-label={label}>
      {shown.map((p, i) => (
        <a key={p._id} href={p.url} target="_blank" rel="noreferrer">
          <Box
            component="img"
            src={imageUrl(p.url, { thumb: true })}
            alt={`${label} ${i + 1}`}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        </a>
      ))}
      {more > 0 ? (
        <Box
          aria-label={`${more} more photos`}
          sx={{
            width: 64,
            height: 64,
            borderRadius: 1,
            bgcolor: 'grey.200',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          +{more}
        </Box>
      ) : null}
    </Stack>
  );
}

/** Uploads photos one by one and lists the ones uploaded so far. */
export function PhotoPicker({
  photos,
  onChange,
  label,
}: {
  photos: StoredFile[];
  onChange: (photos: StoredFile[]) => void;
  label: string;
}) {
  const inputId = useId();
  const upload = useUpload('general');
  return (
    <Stack spacing={1}>
      <PhotoThumbnails photos={photos.map((p) => ({ _id: p._id, url: p.resourceURI }))} label={label} />
      <Box>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
        >
          {label}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void (async () => {
                const added: StoredFile[] = [];
                for (const f of files) {
                  const stored = await upload.upload(f);
                  if (stored) added.push(stored);
                }
                onChange([...photos, ...added]);
              })();
            }}
          />
        </Button>
      </Box>
      {upload.isUploading ? <LinearProgress variant="determinate" value={upload.progress} /> : null}
      {upload.error ? <Alert severity="error">{upload.error}</Alert> : null}
    </Stack>
  );
}
