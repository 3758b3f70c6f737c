import { OTP_LENGTH, OTP_RESEND_MS } from '@reno/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { userMessageOf } from '../../lib/errors';
import { smsCodeTexts as texts } from './sms-code-texts';
import { mmss, useCountdown } from './use-countdown';

/** Spec §9: "auto-validate 500 ms" after the code reaches 6 characters. */
export const AUTO_VALIDATE_MS = 500;
const RESEND_SECONDS = OTP_RESEND_MS / 1000;

export interface SmsCodeFieldProps {
  /** A code was already sent for this number (registration sends one at once): start counting down. */
  isInitiallySent?: boolean;
  isVerified: boolean;
  /** False while the mobile beside it is not a valid number. */
  canSend: boolean;
  onSend: () => Promise<unknown>;
  onVerify: (code: string) => Promise<unknown>;
  onVerified: () => void;
  /** Shown under the code field until verified (e.g. "Please verify the phone number" after Next). */
  pendingMessage?: string | undefined;
}

/**
 * Spec §4 "Registration and verification": Get Code, then Code Sent mm:ss (disabled) for 60 s, then
 * Resend Code, or Verified once valid. The code input is enabled only after a code was requested and
 * until verified; six digits are checked 500 ms after the last one is typed.
 */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { isVerified, canSend, onSend, onVerify, onVerified, pendingMessage } = props;
  const [hasRequested, setRequested] = useState(Boolean(props.isInitiallySent));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const countdown = useCountdown();
  const startCountdown = countdown.start;
  const isStarted = useRef(false);

  useEffect(() => {
    if (props.isInitiallySent && !isStarted.current) startCountdown(RESEND_SECONDS);
    isStarted.current = true;
  }, [props.isInitiallySent, startCountdown]);

  // Latest callbacks without restarting the 500 ms wait when a parent re-renders.
  const verifyRef = useRef({ onVerify, onVerified });
  useLayoutEffect(() => {
    verifyRef.current = { onVerify, onVerified };
  });
  useEffect(() => {
    if (code.length !== OTP_LENGTH || isVerified) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      setBusy(true);
      verifyRef.current
        .onVerify(code)
        .then(() => {
          if (!isCurrent) return;
          setError(undefined);
          verifyRef.current.onVerified();
        })
        .catch((e: unknown) => isCurrent && setError(userMessageOf(e)))
        .finally(() => isCurrent && setBusy(false));
    }, AUTO_VALIDATE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [code, isVerified]);

  const send = () => {
    setBusy(true);
    setError(undefined);
    onSend()
      .then(() => {
        setRequested(true);
        setCode('');
        startCountdown(RESEND_SECONDS);
      })
      .catch((e: unknown) => setError(userMessageOf(e)))
      .finally(() => setBusy(false));
  };

  const isCounting = countdown.secondsLeft > 0;
  const buttonLabel = isVerified
    ? texts.verified
    : isCounting
      ? `${texts.codeSent} ${mmss(countdown.secondsLeft)}`
      : hasRequested
        ? texts.resendCode
        : texts.getCode;
  const helper = error ?? (isVerified ? undefined : pendingMessage);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={texts.codeLabel}
        placeholder={texts.placeholder}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        disabled={!hasRequested || isVerified}
        error={Boolean(helper)}
        helperText={helper}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: OTP_LENGTH },
        }}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        onClick={send}
        disabled={isVerified || isCounting || !canSend || isBusy}
        sx={{ mt: 1, minWidth: 150, whiteSpace: 'nowrap' }}
      >
        {buttonLabel}
      </Button>
    </Stack>
  );
}
