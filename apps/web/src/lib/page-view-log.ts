import { useEffect, useRef } from 'react';
import { api } from './api';
import { useSessionUser } from './session';

export const PAGE_VIEW_ACTION = 'page_view';

/**
 * Spec §6: "A page-view activity log is sent once per client page load with role client". Called once,
 * by the root shell, which lives as long as the page: the ref keeps re-renders, route changes and React's
 * development double effects from sending it twice. A visitor who signs in as a client is logged then.
 */
export function usePageViewLog(path: string) {
  const isClient = useSessionUser()?.role === 'client';
  const isSent = useRef(false);
  const firstPath = useRef(path);
  useEffect(() => {
    if (!isClient || isSent.current) return;
    isSent.current = true;
    // Best effort: a lost log entry must never disturb the page.
    api.post<null>('/activity', { action: PAGE_VIEW_ACTION, api: firstPath.current }).catch(() => undefined);
  }, [isClient]);
}
