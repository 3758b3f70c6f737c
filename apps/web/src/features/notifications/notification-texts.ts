export const notificationTexts = {
  bell: 'Notifications',
  title: 'Notifications',
  markAllRead: 'Mark all as read', // ours
  empty: 'No Data Found!', // spec §8 empty state
  unread: 'Unread', // ours
  read: 'Read', // ours
  retry: 'Retry',
} as const;
