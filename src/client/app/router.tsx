import { createBrowserRouter } from 'react-router';
import { paths } from '@/client/config/paths';
import { PageFallback, RootLayout } from './layout/root-layout';

/** Every route of both spec documents, each screen lazy-loaded into its own chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      { path: paths.home, lazy: () => import('@/client/routes/landing') },
      { path: paths.quiz, lazy: () => import('@/client/routes/quiz') },
      { path: paths.signals, lazy: () => import('@/client/routes/signals') },
      { path: paths.futures, lazy: () => import('@/client/routes/futures') },
      { path: paths.equities, lazy: () => import('@/client/routes/equities') },
      { path: paths.cryptos, lazy: () => import('@/client/routes/cryptos') },
      { path: paths.tradersDashboard, lazy: () => import('@/client/routes/traders-dashboard') },
      { path: paths.contact, lazy: () => import('@/client/routes/contact') },
      { path: paths.register, lazy: () => import('@/client/routes/register') },
      { path: paths.login, lazy: () => import('@/client/routes/login') },
      { path: paths.forgotPassword, lazy: () => import('@/client/routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('@/client/routes/reset-password') },
      { path: paths.confirmEmail, lazy: () => import('@/client/routes/confirm-email') },
      { path: paths.mfaVerification, lazy: () => import('@/client/routes/mfa-verification') },
      { path: paths.newsletter, lazy: () => import('@/client/routes/newsletter') },
      { path: paths.newsletterConfirm, lazy: () => import('@/client/routes/newsletter-confirm') },
      { path: paths.newsletterUnsubscribe, lazy: () => import('@/client/routes/newsletter-unsubscribe') },
      { path: paths.profile, lazy: () => import('@/client/routes/profile') },
      { path: paths.settings, lazy: () => import('@/client/routes/settings') },
      { path: paths.tradingGame, lazy: () => import('@/client/routes/trading-game') },
      { path: paths.admin.panel, lazy: () => import('@/client/routes/admin/panel') },
      { path: paths.admin.subscribers, lazy: () => import('@/client/routes/admin/subscribers') },
      { path: paths.admin.contactMessages, lazy: () => import('@/client/routes/admin/contact-messages') },
      { path: paths.admin.abuse, lazy: () => import('@/client/routes/admin/abuse') },
      { path: paths.admin.weeklyVideos, lazy: () => import('@/client/routes/admin/weekly-videos') },
      { path: paths.admin.registrations, lazy: () => import('@/client/routes/admin/registrations') },
      { path: paths.admin.newsletter, lazy: () => import('@/client/routes/admin/newsletter') },
      { path: paths.admin.gameResults, lazy: () => import('@/client/routes/admin/game-results') },
      { path: '*', lazy: () => import('@/client/routes/not-found') },
    ],
  },
]);
