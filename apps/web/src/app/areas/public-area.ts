// The public area's pages, loaded together as one lazy chunk by the router.
export { HomePage } from '../../features/home/home-page';
export { NotFoundPage, UnauthorisedPage } from '../../features/status-pages/status-page';
export { LogoutPage } from '../../features/auth/logout-page';
export { ResetPasswordPage, SetPasswordPage } from '../../features/auth/reset-password-page';
export { VerifyEmailPage } from '../../features/auth/verify-email-page';
export { ProjectsPage } from '../../features/gallery/projects-page';
export { FaqPage } from '../../features/faq/faq-page';
