import { createBrowserRouter } from 'react-router';
import { RootLayout } from '@/components/layout/RootLayout';
import {
  RedirectIfSignedIn,
  RequireAdmin,
  RequireAuth,
  RootRedirect,
} from '@/components/routing/guards';
import { NotFoundPage } from '@/features/not-found/NotFoundPage';
import { RouteErrorPage } from '@/features/not-found/RouteErrorPage';

// Every page is its own chunk (each module exports `Component`), so the first load stays small.
const authLayout = () => import('@/features/auth/AuthLayout');
// Every route that fetches through react-query sits under this layout; /login does not (it
// signs in with one POST), so react-query is not part of what /login loads.
const queryLayout = () => import('@/lib/QueryLayout');

// The id check reads the id contract, which builds zod schemas: it loads with its page so zod
// stays out of the entry chunk (page-weight budget, e2e/page-weight.spec.ts).
async function withIdCheck(page: Promise<object>) {
  const [module, { requireNumericId }] = await Promise.all([
    page,
    import('@/components/routing/numeric-id'),
  ]);
  return { ...module, loader: requireNumericId };
}

/** Spec §2 route table. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div className="min-h-dvh bg-background" />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            lazy: authLayout,
            children: [
              { path: 'login', lazy: () => import('@/features/auth/LoginPage') },
              {
                lazy: queryLayout,
                children: [
                  { path: 'register', lazy: () => import('@/features/auth/RegisterPage') },
                ],
              },
            ],
          },
        ],
      },
      {
        lazy: queryLayout,
        children: [
          {
            lazy: authLayout,
            children: [
              {
                path: 'forgot-password',
                lazy: () => import('@/features/auth/ForgotPasswordPage'),
              },
              { path: 'reset-password', lazy: () => import('@/features/auth/ResetPasswordPage') },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                lazy: () => import('@/components/layout/AppShell'),
                children: [
                  { path: 'dashboard', lazy: () => import('@/features/dashboard/DashboardPage') },
                  {
                    path: 'visualizations',
                    lazy: () => import('@/features/visualizations/VisualizationsPage'),
                  },
                  {
                    path: 'visualizations/:id',
                    lazy: () =>
                      withIdCheck(import('@/features/visualizations/VisualizationDetailPage')),
                  },
                  {
                    path: 'documents/:id',
                    lazy: () => withIdCheck(import('@/features/documents/DocumentDetailPage')),
                  },
                  { path: 'settings', lazy: () => import('@/features/settings/SettingsPage') },
                  {
                    element: <RequireAdmin />,
                    children: [
                      { path: 'admin', lazy: () => import('@/features/members/AdminPage') },
                    ],
                  },
                ],
              },
              // The platform admin area has its own header and sidebar (spec §2), outside the
              // app shell.
              {
                path: 'platform-admin',
                lazy: () => import('@/features/platform/PlatformLayout'),
                children: [
                  {
                    index: true,
                    lazy: () => import('@/features/platform/PlatformDashboardPage'),
                  },
                  {
                    path: 'organizations',
                    lazy: () => import('@/features/platform/PlatformOrganizationsPage'),
                  },
                  {
                    path: 'users',
                    lazy: () => import('@/features/platform/PlatformUsersPage'),
                  },
                  {
                    path: 'templates',
                    lazy: () => import('@/features/platform/templates/PlatformTemplatesPage'),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
