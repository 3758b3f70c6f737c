import {
  type ChangePasswordRequest,
  ClientProfile,
  type ClientProfileUpdate,
  withCountryCode,
} from '@reno/domain';
import { z } from 'zod';
import { api } from '../../lib/api';

export const profileQueryKey = ['client', 'profile'] as const;

/** The signed-in client's own profile (GET/POST /client) and its account changes. */
export const profileApi = {
  get: (signal?: AbortSignal) => api.get('/client', { schema: ClientProfile, ...(signal ? { signal } : {}) }),
  save: (body: ClientProfileUpdate) => api.post('/client', body, { schema: ClientProfile }),
  changePassword: (body: ChangePasswordRequest) => api.post<null>('/auth/change-password', body),
  /** The new mobile gets a code; it becomes the account's only once verified (spec §7 "/notify/phone"). */
  sendPhoneCode: (mobile: string) => api.post<null>('/notify/phone', { phone: withCountryCode(mobile) }),
  verifyPhoneCode: (mobile: string, code: string) =>
    api.post<null>('/notify/phone/verify', { phone: withCountryCode(mobile), code }),
  providers: () =>
    api.get('/auth/providers', { schema: z.object({ google: z.boolean() }), allowUnauthenticated: true }),
};

export const googleLinkUrl = (returnTo: string) =>
  `/api/v1/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
