import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/client/config/paths';
import { PageFallback, RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/**
 * A lazy screen whose chunk fails to load (a deploy replaced the hashed files) renders the error
 * screen itself, which reloads the page once; render crashes go to the route's errorElement.
 */
function screen(path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  return {
    path,
    lazy: () => load().catch((error: unknown) => ({ Component: () => <RouteError error={error} /> })),
  };
}

/** Every route of both spec documents, each screen lazy-loaded into its own chunk. */
const screens: RouteObject[] = [
  screen(paths.home, () => import('@/client/routes/landing')),
  screen(paths.quiz, () => import('@/client/routes/quiz')),
  screen(paths.signals, () => import('@/client/routes/signals')),
  screen(paths.futures, () => import('@/client/routes/futures')),
  screen(paths.equities, () => import('@/client/routes/equities')),
  screen(paths.cryptos, () => import('@/client/routes/cryptos')),
  screen(paths.tradersDashboard, () => import('@/client/routes/traders-dashboard')),
  screen(paths.lab, () => import('@/client/routes/lab')),
  screen(paths.contact, () => import('@/client/routes/contact')),
  screen(paths.register, () => import('@/client/routes/register')),
  screen(paths.login, () => import('@/client/routes/login')),
  screen(paths.forgotPassword, () => import('@/client/routes/forgot-password')),
  screen(paths.resetPassword, () => import('@/client/routes/reset-password')),
  screen(paths.confirmEmail, () => import('@/client/routes/confirm-email')),
  screen(paths.mfaVerification, () => import('@/client/routes/mfa-verification')),
  screen(paths.newsletter, () => import('@/client/routes/newsletter')),
  screen(paths.newsletterConfirm, () => import('@/client/routes/newsletter-confirm')),
  screen(paths.newsletterUnsubscribe, () => import('@/client/routes/newsletter-unsubscribe')),
  screen(paths.profile, () => import('@/client/routes/profile')),
  screen(paths.settings, () => import('@/client/routes/settings')),
  screen(paths.tradingGame, () => import('@/client/routes/trading-game')),
  screen(paths.tradingGameLeaderboard, () => import('@/client/routes/trading-game-leaderboard')),
  screen(paths.admin.panel, () => import('@/client/routes/admin/panel')),
  screen(paths.admin.subscribers, () => import('@/client/routes/admin/subscribers')),
  screen(paths.admin.contactMessages, () => import('@/client/routes/admin/contact-messages')),
  screen(paths.admin.abuse, () => import('@/client/routes/admin/abuse')),
  screen(paths.admin.weeklyVideos, () => import('@/client/routes/admin/weekly-videos')),
  screen(paths.admin.dashboardContent, () => import('@/client/routes/admin/dashboard-content')),
  screen(paths.admin.registrations, () => import('@/client/routes/admin/registrations')),
  screen(paths.admin.newsletter, () => import('@/client/routes/admin/newsletter')),
  screen(paths.admin.gameResults, () => import('@/client/routes/admin/game-results')),
  screen(paths.admin.testimonials, () => import('@/client/routes/admin/testimonials')),
  screen(paths.admin.operators, () => import('@/client/routes/admin/operators')),
  screen(paths.admin.audit, () => import('@/client/routes/admin/audit')),
  screen(paths.admin.memberBilling, () => import('@/client/routes/admin/member-billing')),
  screen(paths.admin.signIn, () => import('@/client/routes/admin/operator-sign-in')),
  screen(paths.admin.acceptInvite, () => import('@/client/routes/admin/accept-invite')),
  screen('*', () => import('@/client/routes/not-found')),
];

// Each screen has its own error boundary, so a crash or a stale chunk keeps the nav and footer.
// The same tree renders in the browser (main.tsx) and at build time (entry-server.tsx, prerender).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageFallback />,
    children: screens.map((screen) => ({ ...screen, errorElement: <RouteError /> })),
  },
];
