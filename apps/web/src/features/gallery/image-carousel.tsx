import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { galleryImageSrc, gallerySrcSet } from '../../components/gallery/gallery-image';
import { galleryTexts as t } from './gallery-texts';

const overlayButton = {
  position: 'absolute',
  bgcolor: 'rgba(0,0,0,0.6)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
} as const;

/** Spec "Projects gallery page": "image carousel with fullscreen preview". */
export function ImageCarousel({ name, images }: { name: string; images: string[] }) {
  const [index, setIndex] = useState(0);
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  const alt = t.imageOf(name, index + 1, images.length);
  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={name}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') step(-1);
        if (e.key === 'ArrowRight') step(1);
      }}
      sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <Box
        component="img"
        src={galleryImageSrc(current, 960)}
        srcSet={gallerySrcSet(current)}
        sizes="(min-width: 900px) 860px, 100vw"
        width={960}
        height={720}
        alt={alt}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' }}
      />
      {images.length > 1 && (
        <>
          <IconButton
            aria-label={t.previousImage}
            onClick={() => step(-1)}
            sx={{ ...overlayButton, left: 8, top: '45%' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t.nextImage}
            onClick={() => step(1)}
            sx={{ ...overlayButton, right: 8, top: '45%' }}
          >
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
      <IconButton
        aria-label={t.fullScreen}
        onClick={() => setPreviewOpen(true)}
        sx={{ ...overlayButton, right: 8, bottom: 8 }}
      >
        <FullscreenIcon />
      </IconButton>
      <Box
        aria-live="polite"
        sx={{ ...overlayButton, left: 8, bottom: 8, px: 1, borderRadius: 1, fontSize: 14 }}
      >
        {index + 1} / {images.length}
      </Box>
      <Dialog fullScreen open={isPreviewOpen} onClose={() => setPreviewOpen(false)} aria-label={alt}>
        <Box
          sx={{
            position: 'relative',
            bgcolor: 'common.black',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <Box
            component="img"
            src={galleryImageSrc(current, 960)}
            alt={alt}
            sx={{ width: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
          <IconButton
            aria-label={t.closePreview}
            onClick={() => setPreviewOpen(false)}
            sx={{ ...overlayButton, right: 16, top: 16 }}
          >
            <CloseIcon />
          </IconButton>
          {images.length > 1 && (
            <>
              <IconButton
                aria-label={t.previousImage}
                onClick={() => step(-1)}
                sx={{ ...overlayButton, left: 16, top: '50%' }}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                aria-label={t.nextImage}
                onClick={() => step(1)}
                sx={{ ...overlayButton, right: 16, top: '50%' }}
              >
                <ChevronRightIcon />
              </IconButton>
            </>
          )}
        </Box>
      </Dialog>
    </Box>
  );
}
