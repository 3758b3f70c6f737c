// The bell's panel, loaded when the bell is first pressed (issue 19: the signed-in pages' first screen
// loads no Popover or list code it does not show).
import { formatDateTime, notificationLink, type NotificationView, type Role } from '@reno/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userMessageOf } from '../../lib/errors';
import { notificationTexts } from './notification-texts';
import { notificationListQuery, useMarkRead } from './notifications-api';

const LIST_SIZE = 20;

/** Spec §3 Notification: created, action, content, read. Action names are snake_case codes. */
const actionLabel = (action: string) => action.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationView;
  onOpen: (item: NotificationView) => void;
}) {
  return (
    <ListItemButton
      onClick={() => onOpen(item)}
      aria-label={`${item.is_read ? notificationTexts.read : notificationTexts.unread}: ${item.content}`}
      sx={{ alignItems: 'flex-start', bgcolor: item.is_read ? undefined : 'action.hover', gap: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: item.is_read ? 'transparent' : 'primary.main',
        }}
      />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(item.created_at)} · {actionLabel(item.action)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: item.is_read ? 400 : 600 }}>
          {item.content}
        </Typography>
      </Stack>
    </ListItemButton>
  );
}

/** Opening a notice marks it read and, when it is about a project or a queue, goes there. */
function NotificationList({ role, onClose }: { role: Role; onClose: () => void }) {
  const list = useQuery(notificationListQuery(LIST_SIZE));
  const mark = useMarkRead();
  const navigate = useNavigate();
  const open = (item: NotificationView) => {
    if (!item.is_read) mark.mutate({ id: item._id });
    const to = notificationLink(role, item);
    if (to) {
      onClose();
      void navigate(to);
    }
  };
  if (list.isPending)
    return (
      <Box sx={{ p: 3, textAlign: 'center' }} role="status">
        <CircularProgress size={24} />
      </Box>
    );
  if (list.isError)
    return (
      <Stack spacing={1} sx={{ p: 2 }} role="alert">
        <Typography variant="body2">{userMessageOf(list.error)}</Typography>
        <Button size="small" onClick={() => void list.refetch()}>
          {notificationTexts.retry}
        </Button>
      </Stack>
    );
  const { items, unread } = list.data;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {notificationTexts.title}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ all: true })}
        >
          {notificationTexts.markAllRead}
        </Button>
      </Stack>
      <Divider />
      {items.length === 0 ? (
        <Typography role="status" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          {notificationTexts.empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={notificationTexts.title}>
          {items.map((item) => (
            <NotificationRow key={item._id} item={item} onOpen={open} />
          ))}
        </List>
      )}
    </>
  );
}

interface NotificationPanelProps {
  id: string;
  role: Role;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** Issue 12 item 7: the list of the bell, in a popover under it. */
export function NotificationPanel({ id, role, anchor, onClose }: NotificationPanelProps) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': notificationTexts.title,
          sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: '70vh' },
        },
      }}
    >
      {anchor && <NotificationList role={role} onClose={onClose} />}
    </Popover>
  );
}
