// The public area's pages, loaded together as one lazy chunk by the router. The home page is in every
// visit's critical path, so the account pages (their forms and zod schemas) load only when visited.
import { type ComponentType, createElement, lazy, Suspense } from 'react';

export { HomePage } from '../../features/home/home-page';
export { NotFoundPage, UnauthorisedPage } from '../../features/status-pages/status-page';

function onVisit(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return createElement(Suspense, { fallback: null }, createElement(Page));
  };
}

export const LogoutPage = onVisit(async () => (await import('../../features/auth/logout-page')).LogoutPage);
export const ResetPasswordPage = onVisit(
  async () => (await import('../../features/auth/reset-password-page')).ResetPasswordPage,
);
export const SetPasswordPage = onVisit(
  async () => (await import('../../features/auth/reset-password-page')).SetPasswordPage,
);
export const VerifyEmailPage = onVisit(
  async () => (await import('../../features/auth/verify-email-page')).VerifyEmailPage,
);
