import { type SessionUser } from '@reno/domain';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NotificationBell } from '../../../features/notifications/notification-bell';
import { backOfficeLink, headerTexts, profileMenuFor } from './header-items';
import { LazyLinkMenu } from './lazy-link-menu';

/**
 * Spec "Profile menu": profile dashboard, profile settings and logout, behind the user's initials; for an
 * admin, the way into the back office beside it.
 */
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
      {user.role === 'admin' && (
        <>
          <Button
            component={RouterLink}
            to={backOfficeLink.to}
            variant="outlined"
            size="small"
            startIcon={<AdminPanelSettingsOutlinedIcon />}
            // The header's items fill the bar up to 1535 px: below that the link is an icon (named for readers).
            sx={{ display: { xs: 'none', xl: 'inline-flex' }, flexShrink: 0, whiteSpace: 'nowrap', mx: 0.5 }}
          >
            {backOfficeLink.label}
          </Button>
          <IconButton
            component={RouterLink}
            to={backOfficeLink.to}
            aria-label={backOfficeLink.label}
            sx={{ display: { xs: 'inline-flex', xl: 'none' } }}
          >
            <AdminPanelSettingsOutlinedIcon />
          </IconButton>
        </>
      )}
      <NotificationBell role={user.role} />
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
        items={profileMenuFor(user.role)}
        actions={[{ label: headerTexts.logout, onClick: signOut }]}
      />
    </>
  );
}
