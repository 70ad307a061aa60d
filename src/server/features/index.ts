import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import abuseRoutes from './abuse/routes';
import { seed as seedAbuse } from './abuse/seed';
import adminRoutes from './admin/routes';
import { seed as seedAdmin } from './admin/seed';
import alertsRoutes from './alerts/routes';
import apiKeysRoutes from './api-keys/routes';
import apiV1Routes from './api-v1/routes';
import authRoutes from './auth/routes';
import { seed as seedAuth } from './auth/seed';
import contactRoutes from './contact/routes';
import { seed as seedContact } from './contact/seed';
import healthRoutes from './health/routes';
import type { LabPool } from './lab/pool';
import labRoutes from './lab/routes';
import ledgerRoutes from './ledger/routes';
import marketsRoutes from './markets/routes';
import { seedMarkets } from '../markets';
import newsletterRoutes from './newsletter/routes';
import { seed as seedNewsletter } from './newsletter/seed';
import quizRoutes from './quiz/routes';
import { seed as seedQuiz } from './quiz/seed';
import testimonialsRoutes from './testimonials/routes';
import { seed as seedTestimonials } from './testimonials/seed';
import trackRecordRoutes from './track-record/routes';
import tradersDashboardRoutes from './traders-dashboard/routes';
import trialsFeature from './trials';
import { seed as seedTradersDashboard } from './traders-dashboard/seed';
import tradingGameRoutes from './trading-game/routes';
import { seed as seedTradingGame } from './trading-game/seed';
import viewAsRoutes from './view-as/routes';
import weeklyVideosRoutes from './weekly-videos/routes';
import { seed as seedWeeklyVideos } from './weekly-videos/seed';

export type { LabPool } from './lab/pool';

/** What buildApp may hand the features instead of their defaults (tests give the lab a pool they can fill). */
export interface FeatureOptions {
  labPool?: LabPool;
}

/** Every feature's routes, each an encapsulated Fastify plugin. */
export const FEATURE_ROUTES: Array<(app: FastifyInstance, opts: FeatureOptions) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  marketsRoutes,
  quizRoutes,
  newsletterRoutes,
  contactRoutes,
  testimonialsRoutes,
  tradingGameRoutes,
  adminRoutes,
  abuseRoutes,
  weeklyVideosRoutes,
  tradersDashboardRoutes,
  trackRecordRoutes,
  labRoutes,
  ledgerRoutes,
  apiKeysRoutes,
  apiV1Routes,
  alertsRoutes,
  trialsFeature,
  viewAsRoutes,
];

/** Demo seeds in dependency order (markets before the dashboard that reads them). */
export const FEATURE_SEEDS: Array<(deps: Deps, app: FastifyInstance) => Promise<void>> = [
  seedAuth,
  (_deps, app) => seedMarkets(app.markets),
  seedQuiz,
  seedNewsletter,
  seedContact,
  seedTestimonials,
  seedTradingGame,
  seedAdmin,
  seedAbuse,
  seedWeeklyVideos,
  seedTradersDashboard,
];

/** Demo content for a fresh site (SEED_DEMO=on). Every seed inserts only what is missing, so it is safe at each start. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  for (const seed of FEATURE_SEEDS) await seed(app.deps, app);
}
