import { type Role } from '@reno/domain';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { notificationTexts } from './notification-texts';
import { unreadCountQuery } from './notifications-api';

export { notificationTexts };

// Loaded when the bell is first pressed, not with every signed-in page (issue 19).
const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel')).NotificationPanel,
}));

/** Issue 12 item 7: the header bell of every signed-in role, with the unread count and the list. */
export function NotificationBell({ role }: { role: Role }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const count = useQuery(unreadCountQuery());
  const unread = count.data?.unread ?? 0;
  const id = useId();
  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `${notificationTexts.bell} (${unread})` : notificationTexts.bell}
        aria-haspopup="dialog"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setWasOpened(true);
        }}
      >
        <Badge badgeContent={unread} color="primary" max={99}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      {/* Mounted from the first press on, so it closes with its transition. */}
      {wasOpened && (
        <Suspense fallback={null}>
          <NotificationPanel id={id} role={role} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
