import { type ForgotPasswordRequest, Role, type LoginRequest, type ResetPasswordRequest } from '@reno/domain';
import { z } from 'zod';
import { api } from '../../lib/api';

const LoginResult = z.object({ role: Role });
const Providers = z.object({ google: z.boolean() });

export const authApi = {
  login: (body: LoginRequest) =>
    api.post('/login', body, { schema: LoginResult, allowUnauthenticated: true }),
  providers: () => api.get('/auth/providers', { schema: Providers, allowUnauthenticated: true }),
  forgotPassword: (body: ForgotPasswordRequest) =>
    api.post<null>('/reset-password', body, { allowUnauthenticated: true }),
  /** `/reset-password/confirm` or `/set-password`: both answer the same message. */
  setPassword: (kind: 'reset' | 'set', body: ResetPasswordRequest) =>
    api.post<null>(kind === 'reset' ? '/reset-password/confirm' : '/set-password', body, {
      allowUnauthenticated: true,
    }),
  confirmEmail: (token: string) =>
    api.post<null>('/verifyemail/confirm', { token }, { allowUnauthenticated: true }),
  resendEmailLink: (email: string) =>
    api.post<null>('/verifyemail', { email, type: 'send-link' }, { allowUnauthenticated: true }),
};

export const googleSignInUrl = (returnTo: string) =>
  `/api/v1/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
