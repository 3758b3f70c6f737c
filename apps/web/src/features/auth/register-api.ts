import { type RegisterRequest, Role, withCountryCode } from '@reno/domain';
import { z } from 'zod';
import { api } from '../../lib/api';

const Registered = z.object({ _id: z.string(), role: Role });
const visitor = { allowUnauthenticated: true } as const;

/** The Register dialog's calls (spec §7): live checks, registration and the SMS code. */
export const registerApi = {
  checkEmail: (email: string, signal?: AbortSignal) =>
    api.post<null>(`/check/email/${encodeURIComponent(email)}`, undefined, {
      ...visitor,
      ...(signal ? { signal } : {}),
    }),
  checkPhone: (mobile: string, signal?: AbortSignal) =>
    api.post<null>(`/check/phone/${withCountryCode(mobile)}`, undefined, {
      ...visitor,
      ...(signal ? { signal } : {}),
    }),
  checkReferral: (code: string, signal?: AbortSignal) =>
    api.post<null>(`/check/referral/${encodeURIComponent(code)}`, undefined, {
      ...visitor,
      ...(signal ? { signal } : {}),
    }),
  register: (body: RegisterRequest) => api.post('/register', body, { ...visitor, schema: Registered }),
  /** Spec §7: phone "65+mobile". */
  sendPhoneCode: (mobile: string) => api.post<null>('/notify/phone', { phone: withCountryCode(mobile) }),
  verifyPhoneCode: (mobile: string, code: string) =>
    api.post<null>('/notify/phone/verify', { phone: withCountryCode(mobile), code }),
};
