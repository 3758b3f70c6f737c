import type { FloorplanImage } from '@reno/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Rect, Stage } from 'react-konva';
import { AppError, userMessageOf } from '../../../lib/errors';
import { uploadFile } from '../../../lib/upload';
import { fpTexts as t } from './floorplan-texts';
import { isPdfFile } from './pdf-render-size';
import { renderCropped, type CropRect, type Rotation } from './plan-image';

const VIEW = 560;

interface Picked {
  fileId: string;
  image: HTMLImageElement;
}

const loadLocal = (file: File) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new AppError(t.imageUnreadable));
    img.src = URL.createObjectURL(file);
  });

/** A PDF's first page as a JPEG; pdf.js is fetched only now, the first time a PDF is chosen. */
const firstPageOf = async (file: File) => (await import('./pdf-first-page')).pdfFirstPageAsImage(file);

/** Stage 4: upload the original, crop and rotate it, upload the cropped image; both files are kept. */
export function UploadStep({ onDone }: { onDone: (image: FloorplanImage) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [crop, setCrop] = useState<CropRect | null>(null);
  const [dragFrom, setDragFrom] = useState<{ x: number; y: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readingPdf, setReadingPdf] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    const isPdf = isPdfFile(chosen);
    if (!isPdf && chosen.type !== 'image/jpeg' && chosen.type !== 'image/png') return setError(t.wrongType);
    try {
      setReadingPdf(isPdf);
      // From here a PDF is its first page as an image: compressed, uploaded and cropped like a photo.
      const file = isPdf ? await firstPageOf(chosen) : chosen;
      setReadingPdf(false);
      setProgress(0);
      const image = await loadLocal(file);
      const stored = await uploadFile(file, 'floorplan', { onProgress: setProgress });
      setPicked({ fileId: stored._id, image });
      setRotation(0);
      setCrop(null);
    } catch (e) {
      setError(userMessageOf(e));
    } finally {
      setReadingPdf(false);
      setProgress(null);
    }
  };

  const finish = async () => {
    if (!picked) return;
    setError(null);
    try {
      setProgress(0);
      const cropped = await renderCropped(picked.image, rotation, crop);
      const file = new File([cropped.blob], 'floorplan-cropped.png', { type: 'image/png' });
      const stored = await uploadFile(file, 'floorplan', { onProgress: setProgress });
      onDone({
        originalFileId: picked.fileId,
        croppedFileId: stored._id,
        crop,
        rotation,
        width: cropped.width,
        height: cropped.height,
      });
    } catch (e) {
      setError(userMessageOf(e));
    } finally {
      setProgress(null);
    }
  };

  const img = picked?.image;
  const turned = rotation === 90 || rotation === 270;
  const rw = img ? (turned ? img.naturalHeight : img.naturalWidth) : 1;
  const rh = img ? (turned ? img.naturalWidth : img.naturalHeight) : 1;
  const k = Math.min(VIEW / rw, VIEW / rh, 1);
  const toImage = (p: { x: number; y: number }) => ({
    x: Math.min(rw, Math.max(0, p.x / k)),
    y: Math.min(rh, Math.max(0, p.y / k)),
  });

  return (
    <Stack spacing={2}>
      <Typography>{t.help[4]}</Typography>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        hidden
        data-testid="floorplan-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          // The same file may be chosen again, e.g. after its password was removed.
          e.target.value = '';
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant={picked ? 'outlined' : 'contained'}
          onClick={() => input.current?.click()}
          disabled={readingPdf || progress !== null}
        >
          {picked ? t.replaceImage : t.chooseFile}
        </Button>
        {picked && (
          <>
            <Button
              onClick={() => {
                setRotation(((rotation + 90) % 360) as Rotation);
                setCrop(null);
              }}
            >
              {t.rotate}
            </Button>
            <Button onClick={() => setCrop(null)} disabled={!crop}>
              {t.resetCrop}
            </Button>
          </>
        )}
      </Stack>
      {readingPdf && (
        <Stack spacing={0.5} role="status">
          <LinearProgress />
          <Typography variant="body2">{t.pdfReading}</Typography>
        </Stack>
      )}
      {progress !== null && (
        <Stack spacing={0.5}>
          <LinearProgress variant="determinate" value={progress} />
          <Typography variant="body2">{t.uploading(progress)}</Typography>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {img && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t.crop}
          </Typography>
          <Stage
            width={rw * k}
            height={rh * k}
            style={{ touchAction: 'none', border: '1px solid #ccc', maxWidth: '100%' }}
            onPointerDown={(e) => {
              const p = e.target.getStage()?.getPointerPosition();
              if (p) setDragFrom(toImage(p));
            }}
            onPointerMove={(e) => {
              const p = e.target.getStage()?.getPointerPosition();
              if (!dragFrom || !p) return;
              const q = toImage(p);
              const rect = {
                x: Math.min(dragFrom.x, q.x),
                y: Math.min(dragFrom.y, q.y),
                width: Math.abs(q.x - dragFrom.x),
                height: Math.abs(q.y - dragFrom.y),
              };
              if (rect.width > 4 && rect.height > 4) setCrop(rect);
            }}
            onPointerUp={() => setDragFrom(null)}
          >
            <Layer>
              <KonvaImage
                image={img}
                x={(rw * k) / 2}
                y={(rh * k) / 2}
                offsetX={img.naturalWidth / 2}
                offsetY={img.naturalHeight / 2}
                scaleX={k}
                scaleY={k}
                rotation={rotation}
              />
              {crop && (
                <Rect
                  x={crop.x * k}
                  y={crop.y * k}
                  width={crop.width * k}
                  height={crop.height * k}
                  stroke="#d32f2f"
                  dash={[6, 4]}
                  strokeWidth={2}
                />
              )}
            </Layer>
          </Stage>
          <Button
            variant="contained"
            onClick={() => void finish()}
            disabled={progress !== null}
            sx={{ alignSelf: 'start' }}
          >
            {t.useImage}
          </Button>
        </>
      )}
    </Stack>
  );
}
