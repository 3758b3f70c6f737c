import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { userMessageOf } from '../../lib/errors';
import { AccountSummary } from './account-summary';
import { ChangeMobileForm } from './change-mobile-form';
import { ChangePasswordForm } from './change-password-form';
import { GoogleLink } from './google-link';
import { profileApi, profileQueryKey } from './profile-api';
import { ProfileDetailsForm } from './profile-details-form';
import { profileTexts as texts } from './profile-texts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** `/profile` and `/dashboard/client/profile` (issue 3 item 5): the client's own details and sign-in. */
export function ProfilePage() {
  const { pathname } = useLocation();
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => profileApi.get(signal) });
  if (profile.isPending) return <PageLoader />;
  if (profile.isError)
    return (
      <EmptyState
        title={texts.loadFailed}
        description={userMessageOf(profile.error)}
        action={
          <Button variant="contained" onClick={() => void profile.refetch()}>
            {texts.retry}
          </Button>
        }
      />
    );
  const data = profile.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {texts.title}
      </Typography>
      <AccountSummary profile={data} />
      <Section title={texts.detailsTitle}>
        {/* Keyed by the saved record, so a save (or a refetch) shows what the server kept. */}
        <ProfileDetailsForm key={JSON.stringify(data)} profile={data} />
      </Section>
      <Section title={texts.mobileTitle}>
        <ChangeMobileForm currentMobile={data.handphone_no} isCurrentVerified={data.handphone_verified} />
      </Section>
      <Section title={texts.passwordTitle}>
        <ChangePasswordForm />
      </Section>
      <Section title={texts.googleTitle}>
        <GoogleLink returnTo={pathname} />
      </Section>
    </Stack>
  );
}
