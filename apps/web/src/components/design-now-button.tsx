import Button, { type ButtonProps } from '@mui/material/Button';
import { type SxProps, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { track } from '../lib/tracking';

export const DESIGN_NOW_PATH = '/design-now-2';
export const DESIGN_NOW_LABEL = 'Design Now';

export interface DesignNowButtonProps {
  /** Where the button sits, recorded with the event so placements can be compared. */
  placement: string;
  size?: ButtonProps['size'];
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** Spec "Footer": Design Now buttons go to /design-now-2 and fire a view-content tracking event. */
export function DesignNowButton({
  placement,
  size = 'medium',
  color = 'primary',
  variant = 'contained',
  fullWidth,
  sx,
}: DesignNowButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={DESIGN_NOW_PATH}
      variant={variant}
      color={color}
      size={size}
      fullWidth={fullWidth ?? false}
      disableElevation
      {...(sx ? { sx } : {})}
      onClick={() => track('ViewContent', { content_name: DESIGN_NOW_LABEL, placement })}
    >
      {DESIGN_NOW_LABEL}
    </Button>
  );
}
