import { messages } from '@reno/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { useSignIn } from '../../features/auth/sign-in-context';
import { forgetSession } from '../../lib/session';
import { sessionEnded } from '../../lib/session-ended';

export const RELOGIN_LABEL = 'Re-login';

/** Spec §8 "Session ended": the prompt clears everything cached for the old session and goes home,
 * where the Sign In dialog opens. */
export function SessionEndedPrompt() {
  const hasEnded = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.getSnapshot, () => false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useSignIn();

  const relogin = () => {
    forgetSession(queryClient);
    sessionEnded.reset();
    void navigate('/');
    signIn.open();
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
