import type { Market } from '../markets/market';
import { marketViewerOf, viewerOf } from './viewer';
import type { AccessSubject, Viewer } from './viewer';
import { viewAsSubject } from './view-as';
import type { ViewAs } from './view-as';

/**
 * THE viewer policy: what one viewer may see of one market today (spec 01 §6, spec 02 §6, docs/features/viewer-access.md).
 * Every server answer carrying market data asks this module (through `marketView`) and nothing
 * else decides a lock. Viewer kinds: visitor (no session), free (signed in, not premium), premium
 * (premium AND the market's per-market flag; without the flag that market is seen as free), admin
 * (the operator's admin session: sees every market live, decision 0010).
 */

/**
 * Who asks. `user` is the signed-in account (null for a visitor); `isAdmin` the admin session;
 * `viewAs` the viewer the operator chose to see the site as (decision 0054): with the admin
 * session it replaces both (see `effectiveViewer`), without it it counts for nothing.
 */
export interface ViewerContext {
  user: AccessSubject | null | undefined;
  isAdmin?: boolean;
  viewAs?: ViewAs | null;
}

/** The admin session's own view: every market live (decision 0010). */
const OPERATOR = 'operator' as const;

/**
 * The account the policy decides for: the one the operator views the site as, else the asker's;
 * OPERATOR for the admin session itself. Allocates nothing: hot reads ask it several times per request.
 */
function effectiveSubject(ctx: ViewerContext): AccessSubject | null | undefined | typeof OPERATOR {
  if (ctx.isAdmin !== true) return ctx.user;
  return ctx.viewAs ? viewAsSubject(ctx.viewAs) : OPERATOR;
}

/** The viewer the policy decides for: the one the operator views the site as, else the asker. */
export function effectiveViewer(ctx: ViewerContext): {
  user: AccessSubject | null | undefined;
  isAdmin: boolean;
} {
  const subject = effectiveSubject(ctx);
  return subject === OPERATOR ? { user: ctx.user, isAdmin: true } : { user: subject, isAdmin: false };
}

/** How a viewer sees a symbol: in full today, as of an older day (free is delayed), or not at all. */
export type SymbolAccess = 'live' | 'delayed' | 'none';

/** The day grid of each market's page and how many of its oldest days a non-premium viewer sees. */
export const MARKET_WINDOWS: Record<Market, { gridDays: number; freeDays: number }> = {
  futures: { gridDays: 30, freeDays: 15 },
  equities: { gridDays: 30, freeDays: 20 },
  crypto: { gridDays: 16, freeDays: 6 },
};

/** The one symbol of a market whose data every viewer sees live (ES* futures, AAPL); crypto has none. */
export function isOpenSymbol(market: Market, symbol: string): boolean {
  if (market === 'futures') return symbol.startsWith('ES');
  if (market === 'equities') return symbol === 'AAPL';
  return false;
}

/** The chart preview open to every viewer that may open the page (AAPL, BTC; futures charts are external). */
export function isOpenChart(market: Market, symbol: string): boolean {
  return market === 'crypto' ? symbol === 'BTC' : isOpenSymbol(market, symbol);
}

export interface MarketView {
  market: Market;
  /** The viewer kind for this market's data (premium needs the market flag too). */
  viewer: Viewer;
  /** Access to the market's non-open symbols. */
  access: SymbolAccess;
  gridDays: number;
  /** How many of the oldest grid days a non-open symbol shows (gridDays when live, 0 when none). */
  visibleDays: number;
  /** Answers built for one view can be shared by every request with the same key (answer caches). */
  key: string;
}

/** What `ctx` may see of `market` today. */
export function marketView(asker: ViewerContext, market: Market): MarketView {
  const views = market === 'futures' ? FUTURES : market === 'equities' ? EQUITIES : CRYPTO;
  const subject = effectiveSubject(asker);
  if (subject === OPERATOR) return views.premium;
  const viewer = marketViewerOf(subject, market);
  // Named loads, not views[viewer]: a key that varies makes every lookup a megamorphic one.
  return viewer === 'premium' ? views.premium : viewer === 'free' ? views.free : views.anonymous;
}

/** A view depends on its market and viewer kind only. */
function buildView(market: Market, viewer: Viewer): MarketView {
  const { gridDays, freeDays } = MARKET_WINDOWS[market];
  // The crypto page needs a session: visitors see no crypto data at all.
  const access: SymbolAccess =
    viewer === 'premium' ? 'live' : market === 'crypto' && viewer === 'anonymous' ? 'none' : 'delayed';
  const visibleDays = access === 'live' ? gridDays : access === 'delayed' ? freeDays : 0;
  return Object.freeze({ market, viewer, access, gridDays, visibleDays, key: `${market}:${viewer}` });
}

// Every view there is, built once: each request gets the same object for the same view, so the
// servers' answer caches can key on it without building a string per request (decision 0066).
const viewsOf = (m: Market): Record<Viewer, MarketView> => ({
  anonymous: buildView(m, 'anonymous'),
  free: buildView(m, 'free'),
  premium: buildView(m, 'premium'),
});
const FUTURES = viewsOf('futures');
const EQUITIES = viewsOf('equities');
const CRYPTO = viewsOf('crypto');

/** Access to one symbol: open symbols are live for anyone who may open the page. */
export function symbolAccess(view: MarketView, symbol: string): SymbolAccess {
  if (view.access === 'delayed' && isOpenSymbol(view.market, symbol)) return 'live';
  return view.access;
}

/** For the other features (alerts, API keys): may this account see this symbol's signal live today? */
export function canSeeLive(ctx: ViewerContext, market: Market, symbol: string): boolean {
  return symbolAccess(marketView(ctx, market), symbol) === 'live';
}

/**
 * Index in the market's grid dates (oldest first, `view.gridDays` long) of the newest day this
 * viewer sees of `symbol`: the last day when live, the last unlocked day when delayed, null when none.
 */
export function newestVisibleIndex(view: MarketView, symbol: string): number | null {
  const a = symbolAccess(view, symbol);
  return a === 'live' ? view.gridDays - 1 : a === 'delayed' ? view.visibleDays - 1 : null;
}

/** Charts of one symbol (candles): premium, or the open preview (AAPL, BTC), which stays open to anyone. */
export function canSeeChart(view: MarketView, symbol: string): boolean {
  return view.access === 'live' || isOpenChart(view.market, symbol);
}

/**
 * Crypto reports: the portfolio balance chart is the published track record of the model account
 * (no open position can be read from it), so every signed-in viewer gets it; the full performance
 * report (PDF, with positions and trades) is premium only.
 */
export function reportAccess(view: MarketView): { balanceChart: boolean; performancePdf: boolean } {
  return { balanceChart: view.access !== 'none', performancePdf: view.access === 'live' };
}

/** Weekly videos: the archive (every video after the newest) is premium (spec 02 §6). */
export function canSeeVideoArchive(asker: ViewerContext): boolean {
  const subject = effectiveSubject(asker);
  return subject === OPERATOR || viewerOf(subject) === 'premium';
}
