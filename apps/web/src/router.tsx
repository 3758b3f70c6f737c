import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from './app/errors/error-screen';
import { RouteError } from './app/errors/route-error';
import { PublicLayout } from './app/layouts/public-layout';
import { RootShell } from './app/layouts/root-shell';
import { PageLoader } from './components/page-loader';

const publicArea = () => import('./app/areas/public-area');
const adminArea = () => import('./app/areas/admin-area');
const publicPagesArea = () => import('./app/areas/public-pages-area');
const designNowArea = () => import('./app/areas/design-now-area');
const projectArea = () => import('./app/areas/project-area');
const paymentsArea = () => import('./app/areas/payments-area');
const shopArea = () => import('./app/areas/shop-area');
const projectLayout = () => import('./app/layouts/project-layout');
const projectOpsArea = () => import('./app/areas/project-operations-area');
const approvalsArea = () => import('./app/areas/approvals-area');
const merchantArea = () => import('./app/areas/merchant-area');
const pmArea = () => import('./app/areas/pm-area');

/** Spec "Public routes": the old Design Now paths redirect to /design-now-2. */
const DESIGN_NOW_OLD_PATHS = [
  'design-now',
  'property',
  'upload',
  'no-floor-plan',
  'editor',
  'perspective-signup',
];
const clientArea = () => import('./app/areas/client-area');
const galleryArea = () => import('./app/areas/gallery-area');
const faqArea = () => import('./app/areas/faq-area');

/**
 * Spec "Public routes" so far: /, /home → /, /401, /404, /logout, /reset-password, /set-password,
 * /verify-email, any unknown path → /404; admin: /admin/outbox, /admin/payments, /admin/sms-usage.
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
          // Issue 7, long-form public pages (content from /api/v1/pages) and the enquiry forms.
          { path: 'terms&condition', lazy: async () => ({ Component: (await publicPagesArea()).TermsPage }) },
          {
            path: 'terms&condition/:title',
            lazy: async () => ({ Component: (await publicPagesArea()).TermsDocumentPage }),
          },
          { path: 'about', lazy: async () => ({ Component: (await publicPagesArea()).AboutPage }) },
          {
            path: 'about/:section',
            lazy: async () => ({ Component: (await publicPagesArea()).AboutSubPage }),
          },
          { path: 'services', lazy: async () => ({ Component: (await publicPagesArea()).ServicesPage }) },
          {
            path: 'services/quotation-doctor',
            lazy: async () => ({ Component: (await publicPagesArea()).QuotationDoctorRoute }),
          },
          {
            path: 'services/quotationdr-start',
            lazy: async () => ({ Component: (await publicPagesArea()).QuotationDrStartPage }),
          },
          {
            path: 'services/ask-a-pro',
            lazy: async () => ({ Component: (await publicPagesArea()).AskAProPage }),
          },
          { path: 'learn', lazy: async () => ({ Component: (await publicPagesArea()).LearnPage }) },
          {
            path: 'learn/:group',
            lazy: async () => ({ Component: (await publicPagesArea()).LearnListPage }),
          },
          {
            path: 'learn/:group/:slug',
            lazy: async () => ({ Component: (await publicPagesArea()).LearnDetailPage }),
          },
          { path: 'rewards', lazy: async () => ({ Component: (await publicPagesArea()).RewardsPage }) },
          { path: 'rewards/shopez', lazy: async () => ({ Component: (await shopArea()).PublicShopRoute }) },
          {
            path: 'thank-you-page',
            lazy: async () => ({ Component: (await publicPagesArea()).ThankYouPage }),
          },
          {
            path: 'construction',
            lazy: async () => ({ Component: (await publicPagesArea()).ConstructionPage }),
          },
          {
            path: 'instant-connect',
            lazy: async () => ({ Component: (await publicPagesArea()).InstantConnectPage }),
          },
          { path: 'design-now-2', lazy: async () => ({ Component: (await designNowArea()).DesignNowRoute }) },
          ...DESIGN_NOW_OLD_PATHS.map((path) => ({ path, element: <Navigate to="/design-now-2" replace /> })),
          {
            path: 'draft-projects',
            lazy: async () => ({ Component: (await designNowArea()).DraftProjectsRoute }),
          },
          {
            path: 'quotation-progress/:id',
            lazy: async () => ({ Component: (await designNowArea()).QuotationProgressRoute }),
          },
          { path: 'projects', lazy: async () => ({ Component: (await galleryArea()).ProjectsPage }) },
          { path: 'faq', lazy: async () => ({ Component: (await faqArea()).FaqPage }) },
          // Issue 12: the draft editor of a project is its Design Now run.
          ...['main-project', 'other-project'].map((root) => ({
            path: `${root}/canvas/:id/draft`,
            lazy: async () => ({ Component: (await designNowArea()).DraftEditorRoute }),
          })),
          {
            // Issue 12: every child page of a client project sits under its project navigation.
            lazy: async () => ({ Component: (await projectLayout()).ProjectLayout }),
            children: [
              // Issue 6, client project area: Project information and the Quotation page.
              ...['main-project', 'other-project'].flatMap((area) => [
                {
                  path: `${area}/:id`,
                  lazy: async () => ({ Component: (await projectArea()).ProjectInformationRoute }),
                },
                {
                  path: `${area}/:id/quotation`,
                  lazy: async () => ({ Component: (await projectArea()).ProjectQuotationRoute }),
                },
                {
                  path: `${area}/:id/time-schedule`,
                  lazy: async () => ({ Component: (await projectArea()).TimeScheduleRoute }),
                },
              ]),
              // Issue 6: checkout of the deposit and the payment panel, under both client project roots.
              ...['main-project', 'other-project'].flatMap((root) => [
                {
                  path: `${root}/:id/checkout`,
                  lazy: async () => ({ Component: (await paymentsArea()).CheckoutRoute }),
                },
                {
                  path: `${root}/:id/transactions/progressive-payment`,
                  lazy: async () => ({ Component: (await paymentsArea()).ProgressivePaymentRoute }),
                },
                {
                  path: `${root}/:id/transactions/completed`,
                  lazy: async () => ({ Component: (await paymentsArea()).CompletedPaymentsRoute }),
                },
                // Issue 13: variation orders.
                {
                  path: `${root}/:id/transactions/variation-order`,
                  lazy: async () => ({ Component: (await paymentsArea()).VariationOrderRoute }),
                },
                {
                  path: `${root}/:id/request-more`,
                  lazy: async () => ({ Component: (await paymentsArea()).RequestMoreRoute }),
                },
              ]),
              {
                // Spec client project area "nav-floorplans/floorplans"; also under other-project.
                path: 'main-project/:id/nav-floorplans/floorplans',
                lazy: async () => ({ Component: (await designNowArea()).FloorplansRoute }),
              },
              {
                path: 'other-project/:id/nav-floorplans/floorplans',
                lazy: async () => ({ Component: (await designNowArea()).FloorplansRoute }),
              },
              // Issue 12: the merchants page and the special-specification tab of a project.
              ...['main-project', 'other-project'].flatMap((root) => [
                {
                  path: `${root}/:id/merchants`,
                  lazy: async () => ({ Component: (await projectOpsArea()).ProjectMerchantsRoute }),
                },
                {
                  path: `${root}/:id/nav-floorplans/special-specification`,
                  lazy: async () => ({ Component: (await projectOpsArea()).SpecialSpecificationRoute }),
                },
                {
                  path: `${root}/:id/dreamboard`,
                  lazy: async () => ({ Component: (await projectOpsArea()).DreamboardRoute }),
                },
              ]),
              // Issue 14: the approval tabs of a project.
              ...['main-project', 'other-project'].flatMap((root) => [
                {
                  path: `${root}/:id/approval`,
                  element: <Navigate to="pending-approval" replace />,
                },
                {
                  path: `${root}/:id/approval/pending-approval`,
                  lazy: async () => ({ Component: (await approvalsArea()).PendingApprovalRoute }),
                },
                {
                  path: `${root}/:id/approval/approved`,
                  lazy: async () => ({ Component: (await approvalsArea()).ApprovedRoute }),
                },
              ]),
            ],
          },
        ],
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await adminArea()).AdminShell }),
        children: [
          { path: 'outbox', lazy: async () => ({ Component: (await adminArea()).OutboxPage }) },
          { path: 'payments', lazy: async () => ({ Component: (await adminArea()).PaymentReviewPage }) },
          { path: 'ezcash', lazy: async () => ({ Component: (await adminArea()).AdminEzcashPage }) },
          { path: 'vouchers', lazy: async () => ({ Component: (await adminArea()).AdminVouchersPage }) },
          ...['shop', 'shop/:tab'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await adminArea()).ShopAdminPage }),
          })),
          { path: 'sms-usage', lazy: async () => ({ Component: (await adminArea()).SmsUsagePage }) },
          // Issue 12: the admin's own Profile Settings.
          { path: 'profile', lazy: async () => ({ Component: (await adminArea()).AccountSettingsPage }) },
          // Issue 12: merchants, the project desk (spec deep link renovation-project-detail) and support.
          { path: 'merchants', lazy: async () => ({ Component: (await adminArea()).MerchantsPage }) },
          { path: 'projects', lazy: async () => ({ Component: (await adminArea()).AdminProjectsPage }) },
          ...['projects/:id/*', 'renovation-project-detail/:id/*'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await adminArea()).AdminProjectPage }),
          })),
          { path: 'support', lazy: async () => ({ Component: (await adminArea()).SupportRequestsPage }) },
          {
            path: 'master-services',
            lazy: async () => ({ Component: (await adminArea()).MasterServicesPage }),
          },
          { path: 'transaction', lazy: async () => ({ Component: (await adminArea()).TransactionsPage }) },
          { path: 'calendar', lazy: async () => ({ Component: (await adminArea()).AdminCalendarPage }) },
          { path: 'generator', lazy: async () => ({ Component: (await adminArea()).GeneratorPage }) },
          // Issue 18: the back office's overview, users, groups and permissions, announcements.
          { path: 'overview', lazy: async () => ({ Component: (await adminArea()).OverviewPage }) },
          { path: 'admin-group', lazy: async () => ({ Component: (await adminArea()).AdminGroupPage }) },
          {
            path: 'admin-permission',
            lazy: async () => ({ Component: (await adminArea()).AdminPermissionPage }),
          },
          { path: 'users/clients', lazy: async () => ({ Component: (await adminArea()).ClientsPage }) },
          {
            path: 'users/clients/:id',
            lazy: async () => ({ Component: (await adminArea()).ClientDetailPage }),
          },
          { path: 'users/admins', lazy: async () => ({ Component: (await adminArea()).AdminUsersPage }) },
          // Issue 18 item 2: merchants under Users, each with its detail page.
          { path: 'users/merchants', lazy: async () => ({ Component: (await adminArea()).MerchantsPage }) },
          {
            path: 'users/merchants/:id',
            lazy: async () => ({ Component: (await adminArea()).MerchantDetailPage }),
          },
          { path: 'announcement', lazy: async () => ({ Component: (await adminArea()).AnnouncementPage }) },
          // Issue 14: payment holds, merchant payouts and the escrow ledger.
          { path: 'holds', lazy: async () => ({ Component: (await adminArea()).AdminHoldsPage }) },
          { path: 'payouts', lazy: async () => ({ Component: (await adminArea()).AdminPayoutsPage }) },
          { path: 'escrow', lazy: async () => ({ Component: (await adminArea()).AdminEscrowPage }) },
          // Issue 18: an unknown console address stays in the shell, so an area the admin may not open
          // answers not-allowed before not-found.
          { path: '*', lazy: async () => ({ Component: (await adminArea()).AdminNotFoundPage }) },
        ],
      },
      {
        // Issue 12: the merchant portal (spec "Merchant routes"; "project" is the default).
        lazy: async () => ({ Component: (await merchantArea()).MerchantShell }),
        children: [
          { path: 'merchant', element: <Navigate to="/project" replace /> },
          { path: 'project', lazy: async () => ({ Component: (await merchantArea()).ProjectOverviewPage }) },
          ...['incoming-project/:id', 'incoming-project/:id/:tab'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await merchantArea()).IncomingProjectPage }),
          })),
          {
            path: 'current-project/:id/*',
            lazy: async () => ({ Component: (await merchantArea()).CurrentProjectPage }),
          },
          { path: 'transactions', element: <Navigate to="/transactions/all" replace /> },
          {
            path: 'transactions/:tab',
            lazy: async () => ({ Component: (await merchantArea()).TransactionsPage }),
          },
          {
            path: 'merchant/calendar',
            lazy: async () => ({ Component: (await merchantArea()).MerchantCalendarPage }),
          },
          { path: 'merchant/support', lazy: async () => ({ Component: (await merchantArea()).SupportPage }) },
          {
            path: 'merchant/profile',
            lazy: async () => ({ Component: (await merchantArea()).MerchantProfileRoute }),
          },
        ],
      },
      {
        // Issue 12: the project manager (public spec "project manager has add-project").
        lazy: async () => ({ Component: (await pmArea()).PmShell }),
        children: [
          { path: 'add-project', lazy: async () => ({ Component: (await pmArea()).AddProjectRoute }) },
          { path: 'pm/projects', lazy: async () => ({ Component: (await pmArea()).PmProjectsPage }) },
          { path: 'pm/projects/:id/*', lazy: async () => ({ Component: (await pmArea()).PmProjectPage }) },
          { path: 'pm/profile', lazy: async () => ({ Component: (await pmArea()).AccountSettingsPage }) },
        ],
      },
      {
        lazy: async () => ({ Component: (await clientArea()).ClientShell }),
        children: [
          {
            path: 'client-dashboard',
            lazy: async () => ({ Component: (await clientArea()).ClientDashboardPage }),
          },
          { path: 'profile', lazy: async () => ({ Component: (await clientArea()).ProfilePage }) },
          {
            path: 'main-project',
            lazy: async () => ({ Component: (await clientArea()).ProjectDashboardPage }),
          },
          {
            path: 'dashboard/client/profile',
            lazy: async () => ({ Component: (await clientArea()).ProfilePage }),
          },
          // Issue 16: the client's rewards (spec client route joinclub).
          { path: 'joinclub', lazy: async () => ({ Component: (await clientArea()).MyRewardsPage }) },
          { path: 'voucher', lazy: async () => ({ Component: (await clientArea()).VoucherPage }) },
          // Issue 18: the client's Support Page.
          { path: 'support', lazy: async () => ({ Component: (await clientArea()).ClientSupportPage }) },
          { path: 'shopez', lazy: async () => ({ Component: (await shopArea()).ClientShopRoute }) },
          { path: 'shopez/checkout', lazy: async () => ({ Component: (await shopArea()).CartPage }) },
          {
            path: 'shopez/history',
            lazy: async () => ({ Component: (await shopArea()).PurchaseHistoryPage }),
          },
          {
            path: 'product/details/:id',
            lazy: async () => ({ Component: (await shopArea()).ProductDetailPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
