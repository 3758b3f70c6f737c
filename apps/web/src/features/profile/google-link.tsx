import Google from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { googleLinkUrl, profileApi } from './profile-api';
import { profileTexts as texts } from './profile-texts';

/**
 * Linking Google: the server links a Google sign-in to the client whose e-mail Google has verified
 * (issue 3 item 1), so the client signs in with the Google account of the same address and comes back
 * here. Without Google configured on the server, the page says so instead of offering a dead button.
 */
export function GoogleLink({ returnTo }: { returnTo: string }) {
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: profileApi.providers });
  if (providers.isPending) return <Skeleton variant="rounded" height={40} width={200} />;
  if (!providers.data?.google) return <Alert severity="info">{texts.googleNotConfigured}</Alert>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{texts.googleIntro}</Typography>
      <Button
        variant="outlined"
        startIcon={<Google />}
        onClick={() => window.location.assign(googleLinkUrl(returnTo))}
      >
        {texts.googleLink}
      </Button>
    </Stack>
  );
}
