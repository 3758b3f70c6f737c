import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { profileTexts as texts } from './profile-texts';

export const accountSettingsTexts = {
  title: 'Profile Settings',
  accountTitle: 'Account', // ours
  name: 'Name',
  email: texts.email,
  role: 'Role', // ours
  roles: { admin: 'Admin', project_manager: 'Project Manager', merchant: 'Merchant', client: 'Client' },
} as const;

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack component="div" sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Profile Settings of a staff account (admin at /admin/profile, project manager at /pm/profile; issue 12
 * item 8): who is signed in and the password change of the client's profile, which serves every role.
 */
export function AccountSettingsPage() {
  const { user, isLoading } = useSession();
  if (isLoading || !user) return <PageLoader />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {accountSettingsTexts.title}
      </Typography>
      <Paper
        component="section"
        variant="outlined"
        aria-label={accountSettingsTexts.accountTitle}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {accountSettingsTexts.accountTitle}
        </Typography>
        <Stack spacing={1.5}>
          <Field label={accountSettingsTexts.name} value={`${user.first_name} ${user.last_name}`.trim()} />
          <Field label={accountSettingsTexts.email} value={user.email} />
          <Field label={accountSettingsTexts.role} value={accountSettingsTexts.roles[user.role]} />
        </Stack>
      </Paper>
      <PasswordSection />
    </Stack>
  );
}

/** The password change of Profile Settings, for every role (a merchant's profile page shows it too). */
export function PasswordSection() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={texts.passwordTitle}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {texts.passwordTitle}
      </Typography>
      <ChangePasswordForm />
    </Paper>
  );
}
