import Google from '@mui/icons-material/Google';
import Facebook from '@mui/icons-material/Facebook';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authApi, googleSignInUrl } from './auth-api';
import { authTexts } from './auth-texts';

/** Google (when the server has it), Facebook (unavailable, spec §8) and Singpass (disabled). */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: authApi.providers });
  const [notice, setNotice] = useState<string | null>(null);
  const google = () => {
    if (providers.data?.google) window.location.assign(googleSignInUrl(returnTo));
    else setNotice(authTexts.googleNotConfigured);
  };
  return (
    <Stack spacing={1}>
      <Button variant="outlined" startIcon={<Google />} onClick={google} disabled={providers.isPending}>
        {authTexts.google}
      </Button>
      <Button
        variant="outlined"
        startIcon={<Facebook />}
        onClick={() => setNotice(authTexts.facebookUnavailable)}
      >
        {authTexts.facebook}
      </Button>
      <Button variant="outlined" disabled>
        {authTexts.singpass}
      </Button>
      {notice && (
        <Alert severity="info" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
    </Stack>
  );
}
