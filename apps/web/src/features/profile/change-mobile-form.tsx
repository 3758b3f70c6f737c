import { SgMobile } from '@reno/domain';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SmsCodeField } from '../../components/sms-code';
import { useToast } from '../../components/toast';
import { sessionQueryKey } from '../../lib/session';
import { profileApi, profileQueryKey } from './profile-api';
import { profileTexts as texts } from './profile-texts';

/**
 * Issue 3 item 5 "change mobile (re-verified by SMS)": the server keeps the old number until the code
 * for the new one is verified, so an unverified number is never saved.
 */
export function ChangeMobileForm({
  currentMobile,
  isCurrentVerified,
}: {
  currentMobile: string | null;
  /** An unverified current number may be verified here too (e.g. after leaving Verify Number). */
  isCurrentVerified: boolean;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [mobile, setMobile] = useState('');
  // A new form after each change, so the next change starts at Get Code.
  const [round, setRound] = useState(0);
  const ruleError = mobile ? SgMobile.safeParse(mobile).error?.issues[0]?.message : undefined;
  const error =
    ruleError ?? (mobile && mobile === currentMobile && isCurrentVerified ? texts.sameMobile : undefined);

  const onVerified = () => {
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    toast.success(texts.mobileChanged);
    setMobile('');
    setRound((n) => n + 1);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary">{texts.mobileIntro}</Typography>
      <TextField
        label={texts.newMobile}
        value={mobile}
        onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 8))}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{texts.countryCode}</InputAdornment> },
          htmlInput: { inputMode: 'numeric', maxLength: 8 },
        }}
        fullWidth
      />
      <SmsCodeField
        key={`${round}:${mobile}`}
        isVerified={false}
        canSend={mobile !== '' && !error}
        onSend={() => profileApi.sendPhoneCode(mobile)}
        onVerify={(code) => profileApi.verifyPhoneCode(mobile, code)}
        onVerified={onVerified}
      />
    </Stack>
  );
}
