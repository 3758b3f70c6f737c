import { type Tooltip as TooltipEntry, type TooltipCode } from '@reno/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** An info icon with the tooltip text of one code (T001 to T014); nothing when the code has no text. */
export function TooltipIcon({ code, tooltips }: { code: TooltipCode; tooltips: readonly TooltipEntry[] }) {
  const text = tooltips.find((t) => t.code === code)?.description;
  if (!text) return null;
  return (
    <Tooltip title={text} enterTouchDelay={0}>
      <IconButton size="small" aria-label={text} sx={{ p: 0.25 }}>
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
