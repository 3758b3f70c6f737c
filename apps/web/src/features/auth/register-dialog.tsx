import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/modal';
import { sessionQueryKey } from '../../lib/session';
import { RegisterForm, type Registered } from './register-form';
import { registerTexts as texts } from './register-texts';
import { VerifyNumberStep } from './verify-number-step';

type Step =
  | { step: 'register' }
  | { step: 'verify'; registered: Registered }
  | { step: 'done'; registered: Registered };

const titles = { register: texts.registerTitle, verify: texts.verifyTitle, done: texts.thankYouTitle };

/** Spec "Registration and verification": Register, then Verify Number, then the thank-you end dialog. */
export function RegisterDialog({
  open,
  returnTo,
  onClose,
  onSignIn,
}: {
  open: boolean;
  /** The page that asked for an account (Design Now's Save); without it the end dialog goes to the dashboard. */
  returnTo?: string | undefined;
  onClose: () => void;
  onSignIn: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 'register' });
  const [isBusy, setBusy] = useState(false);
  const onBusy = useCallback((busy: boolean) => setBusy(busy), []);
  // Registration signs the client in; the header and guards learn it from a fresh session.
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });

  const finish = () => {
    onClose();
    void navigate(returnTo ?? '/client-dashboard');
  };

  const actions =
    state.step === 'register' ? (
      <>
        <Button onClick={onSignIn}>{texts.haveAccount}</Button>
        <Button type="submit" form={formId} variant="contained" loading={isBusy}>
          {texts.register}
        </Button>
      </>
    ) : state.step === 'verify' ? (
      <Button type="submit" form={formId} variant="contained">
        {texts.next}
      </Button>
    ) : (
      <Button variant="contained" onClick={finish}>
        {returnTo ? texts.continue : texts.toDashboard}
      </Button>
    );

  return (
    <Modal
      open={open}
      title={titles[state.step]}
      onClose={state.step === 'done' ? finish : onClose}
      actions={actions}
    >
      {state.step !== 'done' && (
        <Stepper activeStep={state.step === 'register' ? 0 : 1} sx={{ mb: 2 }}>
          <Step>
            <StepLabel>{texts.registerTitle}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{texts.verifyTitle}</StepLabel>
          </Step>
        </Stepper>
      )}
      {state.step === 'register' && (
        <RegisterForm
          formId={formId}
          onBusy={onBusy}
          onRegistered={(registered) => {
            refreshSession();
            setState({ step: 'verify', registered });
          }}
        />
      )}
      {state.step === 'verify' && (
        <VerifyNumberStep
          formId={formId}
          registeredMobile={state.registered.mobile}
          onVerified={() => {
            refreshSession();
            setState({ step: 'done', registered: state.registered });
          }}
        />
      )}
      {state.step === 'done' && (
        <>
          <Typography sx={{ mb: 2 }}>{texts.thankYouText}</Typography>
          <Typography>{texts.emailLinkSent(state.registered.email)}</Typography>
        </>
      )}
    </Modal>
  );
}
