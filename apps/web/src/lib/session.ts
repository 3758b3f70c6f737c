import { type SessionUser, type Viewer } from '@reno/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { ApiError } from './errors';

export const sessionQueryKey = ['session'] as const;

/**
 * `GET /auth/me`: the signed-in user, or null for a visitor (answered 200, so no 401 is logged on the
 * public pages). A 401 means the session this browser had no longer works: also a visitor here, without
 * the "session ended" prompt. Every public page asks it, so its reply is not checked with zod here (the
 * server's response schema is the domain's `SessionUser`; see `publicQuery` in ./query for why).
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser | null>('/auth/me', {
      allowUnauthenticated: true,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * One `/auth/me` per page load (issue 19): the guard, the header and the page all read this query, and
 * mount at different moments as lazy chunks arrive, so it must not count as stale at once. Sign-in,
 * sign-out and verification set or invalidate it themselves; a session ended elsewhere shows on the
 * next API call's 401.
 */
const SESSION_STALE_MS = 5 * 60_000;

export interface Session {
  user: SessionUser | null;
  role: Viewer;
  isLoading: boolean;
  /** The server could not say who this is (network or server failure), which is not the same as a visitor. */
  isError: boolean;
  retry: () => void;
}

const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSession(signal),
  staleTime: SESSION_STALE_MS,
};

export function useSession(): Session {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  return {
    user,
    role: user?.role ?? 'unknown',
    isLoading: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/**
 * Only who is signed in, for what shows a visitor's view until the server says otherwise (the header's
 * layout, the page-view log): a visitor is the placeholder, so /auth/me answering "a visitor" renders
 * nothing again. On a server-rendered page that is the whole header, which re-rendered right after
 * hydration for no visible change (issue 19).
 */
export function useSessionUser(): SessionUser | null {
  return useQuery({ ...sessionQuery, placeholderData: null }).data ?? null;
}

/**
 * Drops everything cached for the old session and marks the viewer a visitor. The session query is set,
 * not removed, so components already watching it see the change (a removed query would leave them stale).
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** Logout is `POST /revoke`; whatever the server says, nothing of the old session stays cached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/revoke', undefined, { allowUnauthenticated: true }),
    onSettled: () => forgetSession(queryClient),
  });
}
