import type { Market } from '../markets/market';

/**
 * Who may see what. One place for the premium rule (spec 01 §4) and the per-market flags
 * (spec 01 §6), used by the server to decide locks and by the client to decide what to show.
 */
export interface AccessSubject {
  status: string;
  isPaidSubscriber: boolean;
  enableFutures?: boolean | null;
  enableEquities?: boolean | null;
  enableCryptos?: boolean | null;
}

export type Viewer = 'anonymous' | 'free' | 'premium';

export function isPremium(user: AccessSubject | null | undefined): boolean {
  if (!user || !user.isPaidSubscriber) return false;
  return user.status === 'approved' || (user.status === 'confirmed' && user.enableEquities === true);
}

export function viewerOf(user: AccessSubject | null | undefined): Viewer {
  if (!user) return 'anonymous';
  return isPremium(user) ? 'premium' : 'free';
}

export function marketAccess(user: AccessSubject | null | undefined) {
  return {
    canAccessFutures: user?.enableFutures === true,
    canAccessEquities: user?.enableEquities === true,
    canAccessCryptos: user?.enableCryptos === true,
  };
}

/**
 * The viewer kind for one market's data: premium data needs premium AND that market's access flag
 * (the admin enables the markets a customer bought: the Individual plan is futures only).
 */
export function marketViewerOf(user: AccessSubject | null | undefined, market: Market): Viewer {
  const viewer = viewerOf(user);
  if (viewer !== 'premium') return viewer;
  const access = marketAccess(user);
  const allowed =
    market === 'futures'
      ? access.canAccessFutures
      : market === 'equities'
        ? access.canAccessEquities
        : access.canAccessCryptos;
  return allowed ? 'premium' : 'free';
}

/** The marker that replaces a value the viewer may not see. Locked values never leave the server. */
export const LOCKED = 'LOCKED' as const;
