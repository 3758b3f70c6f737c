import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fpTexts as t } from './floorplan-texts';

/** Chooses between the standard layout and the floorplan path; leaving the path asks first (the plan is dropped). */
export function FloorplanToggle({
  isOnPath,
  onStart,
  onLeave,
}: {
  isOnPath: boolean;
  onStart: () => void;
  onLeave: () => void;
}) {
  const [isAsking, setAsking] = useState(false);
  if (!isOnPath)
    return (
      <Button variant="outlined" onClick={onStart} sx={{ alignSelf: 'start', mb: 2 }}>
        {t.useFloorplan}
      </Button>
    );
  return (
    <>
      <Button color="inherit" onClick={() => setAsking(true)} sx={{ alignSelf: 'start', mb: 2 }}>
        {t.useStandard}
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={t.useStandard}
        message={t.leaveQuestion}
        confirmLabel={t.useStandard}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onLeave();
        }}
      />
    </>
  );
}
