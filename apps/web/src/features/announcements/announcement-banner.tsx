import type { AnnouncementList, AnnouncementView, Role } from '@reno/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';

export const announcementBannerTexts = { region: 'Announcements' } as const; // ours

/**
 * Issue 18 item 5: the announcements a signed-in reader has not seen, shown once as a banner. Asking
 * marks them shown (and adds them to the notifications), so they are asked once per shell mount and kept
 * here until closed.
 */
export function AnnouncementBanner({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<AnnouncementView[]>([]);
  useEffect(() => {
    if (role === 'admin') return;
    // Not aborted on unmount: the server marks what it answers as shown, so the answer must be read.
    // Its type is trusted, not checked in the browser, as `publicQuery` (lib/query.ts) explains: the
    // server checks this reply against `AnnouncementList`, and this banner is on every signed-in page,
    // whose first screen loads no zod (issue 19: the dashboard under 250 KB of JavaScript).
    api
      .post<AnnouncementList>('/announcements/deliver', undefined)
      .then((list) => {
        if (list.length === 0) return;
        setShown(list);
        // The bell counts them now.
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      })
      // A banner that fails to load is not worth an error on every page: the notifications keep it.
      .catch(() => undefined);
  }, [role, queryClient]);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="region" aria-label={announcementBannerTexts.region}>
      {shown.map((a) => (
        <Alert
          key={a._id}
          severity="info"
          data-testid="announcement-banner"
          onClose={() => setShown((list) => list.filter((x) => x._id !== a._id))}
        >
          <AlertTitle>{a.title}</AlertTitle>
          {a.body}
        </Alert>
      ))}
    </Stack>
  );
}
