import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from './app/errors/error-screen';
import { RouteError } from './app/errors/route-error';
import { PublicLayout } from './app/layouts/public-layout';
import { RootShell } from './app/layouts/root-shell';
import { PageLoader } from './components/page-loader';

const publicArea = () => import('./app/areas/public-area');
const adminArea = () => import('./app/areas/admin-area');
const galleryArea = () => import('./app/areas/gallery-area');
const faqArea = () => import('./app/areas/faq-area');

/**
 * Spec "Public routes" so far: /, /home → /, /401, /404, /logout, /reset-password, /set-password,
 * /verify-email, any unknown path → /404; admin: /admin/outbox.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: async () => ({ Component: (await publicArea()).HomePage }) },
          { path: 'home', element: <Navigate to="/" replace /> },
          { path: '401', lazy: async () => ({ Component: (await publicArea()).UnauthorisedPage }) },
          { path: '404', lazy: async () => ({ Component: (await publicArea()).NotFoundPage }) },
          { path: 'logout', lazy: async () => ({ Component: (await publicArea()).LogoutPage }) },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await publicArea()).ResetPasswordPage }),
          },
          { path: 'set-password', lazy: async () => ({ Component: (await publicArea()).SetPasswordPage }) },
          { path: 'verify-email', lazy: async () => ({ Component: (await publicArea()).VerifyEmailPage }) },
          { path: 'projects', lazy: async () => ({ Component: (await galleryArea()).ProjectsPage }) },
          { path: 'faq', lazy: async () => ({ Component: (await faqArea()).FaqPage }) },
        ],
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await adminArea()).AdminShell }),
        children: [{ path: 'outbox', lazy: async () => ({ Component: (await adminArea()).OutboxPage }) }],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
