import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignIn } from '../../../features/auth/sign-in-context';
import { useSession } from '../../../lib/session';
import { headerTexts, profileMenu } from './header-items';
import { LazyLinkMenu } from './lazy-link-menu';

/** The profile menu when signed in; a Sign In button for visitors (nothing while the session loads). */
export function ProfileMenu() {
  const { user, isLoading } = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) {
    if (isLoading) return null;
    return (
      <Button variant="outlined" onClick={() => signIn.open()} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {headerTexts.signIn}
      </Button>
    );
  }

  const close = () => setAnchor(null);
  // Spec "Profile menu: logout (/logout)". The /logout page ends the session once this (maybe guarded)
  // page is gone; ending it here first would make the page's guard open the Sign In dialog.
  const signOut = () => {
    close();
    void navigate('/logout');
  };
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';

  return (
    <>
      <IconButton
        aria-label={headerTexts.accountMenu}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>{initials}</Avatar>
      </IconButton>
      <LazyLinkMenu
        id={menuId}
        anchor={anchor}
        onClose={close}
        items={profileMenu}
        actions={[{ label: headerTexts.logout, onClick: signOut }]}
      />
    </>
  );
}
