import { type SessionUser } from '@reno/domain';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { headerTexts, profileMenu } from './header-items';
import { LazyLinkMenu } from './lazy-link-menu';

/** Spec "Profile menu": profile dashboard, profile settings and logout, behind the user's initials. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
