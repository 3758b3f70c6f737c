import { designNowMessages } from '@reno/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Modal } from './modal';

/** Starts a new Design Now run rather than resuming the active project. */
export const NEW_DESIGN_NOW_PATH = '/design-now-2?new=1';

/** Spec "Create New Project" ("Do you want to create a new project?"); Yes goes to design-now-2. */
export function CreateProjectDialog({
  open,
  onClose,
  confirmLabel = 'Yes',
}: {
  open: boolean;
  onClose: () => void;
  /** The dashboard's dialog reads "Yes, choose floorplan" (spec "Client dashboard"). */
  confirmLabel?: string;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={designNowMessages.createNewProjectTitle}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose}>No</Button>
          <Button variant="contained" onClick={() => void navigate(NEW_DESIGN_NOW_PATH)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Typography>{designNowMessages.createNewProjectQuestion}</Typography>
    </Modal>
  );
}
