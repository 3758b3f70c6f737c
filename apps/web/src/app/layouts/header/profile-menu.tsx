import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useSignIn } from '../../../features/auth/sign-in-context';
import { useSession } from '../../../lib/session';
import { headerTexts } from './header-items';

// Most public visits are by visitors: the signed-in menu (Avatar and all) loads only for a user.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** The profile menu when signed in; a Sign In button for visitors (nothing while the session loads). */
export function ProfileMenu() {
  const { user, isLoading } = useSession();
  const signIn = useSignIn();
  if (user)
    return (
      <Suspense fallback={null}>
        <AccountMenu user={user} />
      </Suspense>
    );
  if (isLoading) return null;
  return (
    <Button variant="outlined" onClick={() => signIn.open()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
      {headerTexts.signIn}
    </Button>
  );
}
