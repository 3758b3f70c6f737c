import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { clientDashboardTexts as texts } from './client-dashboard-texts';
import { DashboardProjects } from './dashboard-projects';

// Only an unverified e-mail sees it: loaded then, not with every dashboard (issue 19).
const VerifyEmailView = lazy(async () => ({
  default: (await import('./verify-email-view')).VerifyEmailView,
}));

/**
 * `/client-dashboard` (client session, guarded by the client area). Spec "Client dashboard": the
 * welcome, then in this order the phase text, the "Your Projects" carousel with its quotation bar, the
 * Calendar block and the Quick Links (DashboardProjects), then the account link; an unverified e-mail
 * sees the verify-email view instead.
 */
export function ClientDashboardPage() {
  const { user } = useSession();
  if (!user) return <PageLoader />;
  const isEmailVerified = user.email_verified !== false;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {texts.welcome(user.first_name)}
      </Typography>
      {isEmailVerified ? (
        <>
          <DashboardProjects />
          <Box component="section" aria-labelledby="account-title">
            <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {texts.accountTitle}
            </Typography>
            <Button component={RouterLink} to="/profile" variant="outlined">
              {texts.profileLink}
            </Button>
          </Box>
        </>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <VerifyEmailView email={user.email} />
        </Suspense>
      )}
    </Stack>
  );
}
