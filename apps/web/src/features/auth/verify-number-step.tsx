import { SgMobile } from '@reno/domain';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { SmsCodeField } from '../../components/sms-code';
import { registerApi } from './register-api';
import { registerTexts as texts } from './register-texts';

/**
 * Step 1 "Verify Number" (spec §4): the code sent at registration counts down at once; the mobile may
 * be corrected, which needs a new code. Next without a verified number says "Please verify the phone
 * number".
 */
export function VerifyNumberStep({
  formId,
  registeredMobile,
  onVerified,
}: {
  formId: string;
  registeredMobile: string;
  onVerified: () => void;
}) {
  const [mobile, setMobile] = useState(registeredMobile);
  const [isVerified, setVerified] = useState(false);
  const [isNextTried, setNextTried] = useState(false);
  const mobileError = SgMobile.safeParse(mobile).error?.issues[0]?.message;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (isVerified) onVerified();
    else setNextTried(true);
  };

  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={next} sx={{ pt: 1 }}>
      <Typography>{texts.verifyIntro}</Typography>
      <TextField
        label={texts.mobile}
        value={mobile}
        onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 8))}
        disabled={isVerified}
        error={Boolean(mobileError)}
        helperText={mobileError}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{texts.countryCode}</InputAdornment> },
          htmlInput: { inputMode: 'numeric', maxLength: 8 },
        }}
        fullWidth
      />
      <SmsCodeField
        // A corrected number starts over at Get Code.
        key={mobile}
        isInitiallySent={mobile === registeredMobile}
        isVerified={isVerified}
        canSend={!mobileError}
        onSend={() => registerApi.sendPhoneCode(mobile)}
        onVerify={(code) => registerApi.verifyPhoneCode(mobile, code)}
        onVerified={() => setVerified(true)}
        pendingMessage={isNextTried ? texts.verifyPhone : undefined}
      />
    </Stack>
  );
}
