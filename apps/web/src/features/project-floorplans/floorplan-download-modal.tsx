import type { ProjectFloorplanImage } from '@reno/domain';
import DownloadIcon from '@mui/icons-material/Download';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Modal } from '../../components/modal/modal';
import { floorplansTexts as t } from './floorplans-texts';

export interface DownloadItem {
  title: string;
  image: ProjectFloorplanImage | null;
  /** Why there is nothing to download yet; shown and announced beside the disabled button. */
  reason: string;
}

const THUMB = 72;

function DownloadRow({ title, image, reason }: DownloadItem) {
  const reasonId = useId();
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {image ? (
        <Box
          component="img"
          src={`${image.resourceURI}?thumb=1`}
          alt={t.thumbnail(title)}
          sx={{ width: THUMB, height: THUMB, objectFit: 'contain', bgcolor: 'grey.100', flexShrink: 0 }}
        />
      ) : (
        <Box
          sx={{
            width: THUMB,
            height: THUMB,
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <ImageNotSupportedOutlinedIcon color="disabled" />
        </Box>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" id={reasonId} sx={{ overflowWrap: 'anywhere' }}>
          {image ? image.name : `${t.none(title)} ${reason}`}
        </Typography>
      </Box>
      {image ? (
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          href={image.downloadURI}
          download={image.name}
          aria-label={t.downloadOne(title)}
        >
          {t.download}
        </Button>
      ) : (
        <Button variant="contained" startIcon={<DownloadIcon />} disabled aria-describedby={reasonId}>
          {t.download}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Client spec "floorplan download modal": the "Uploaded Floorplan" and the "Generated Floorplan", each
 * with its thumbnail, name and download. It is the app's reusable Modal (spec "Layout": closed by its
 * close button only, full-screen on small screens), like every other modal of the product.
 */
export function FloorplanDownloadModal({
  open,
  onClose,
  items,
}: {
  open: boolean;
  onClose: () => void;
  items: DownloadItem[];
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.downloadTitle}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <DownloadRow key={item.title} {...item} />
        ))}
      </Box>
    </Modal>
  );
}
