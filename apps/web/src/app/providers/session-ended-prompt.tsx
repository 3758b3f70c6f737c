import { messages } from '@reno/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { forgetSession } from '../../lib/session';
import { sessionEnded } from '../../lib/session-ended';

export const RELOGIN_LABEL = 'Re-login';

/** Spec §8 "Session ended": the prompt clears everything cached for the old session and goes home. */
export function SessionEndedPrompt() {
  const hasEnded = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.getSnapshot);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const relogin = () => {
    forgetSession(queryClient);
    sessionEnded.reset();
    void navigate('/');
  };

  return (
    <Modal
      open={hasEnded}
      title="Session ended"
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={relogin} autoFocus>
          {RELOGIN_LABEL}
        </Button>
      }
    >
      <Typography>{messages.sessionEnded}</Typography>
    </Modal>
  );
}
