/**
 * Where a visitor goes back to after signing in ('Start Free Trial' on a plan takes a visitor
 * through register or sign in and back to that plan). Kept in localStorage, not sessionStorage: the
 * confirmation link of a new account opens in a new tab. Only same-site paths, and only for a day.
 */
const KEY = 'trendlab.returnTo';
const MAX_AGE_MS = 24 * 60 * 60_000;

interface Stored {
  path: string;
  at: number;
}

/** A path of this site ('/x...'), never another origin ('//evil', '/\\evil'). */
export const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

export function saveReturnTo(path: string): void {
  if (!isSitePath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() } satisfies Stored));
  } catch {
    // Storage off (private mode): the visitor lands on the home page instead.
  }
}

/** The stored path if still fresh, without clearing it (the register page names the plan from it). */
export function peekReturnTo(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.path !== 'string' || !isSitePath(stored.path)) return null;
    if (typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS) return null;
    return stored.path;
  } catch {
    return null;
  }
}

export function clearReturnTo(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** After a sign-in: the stored path (cleared, used once) or `fallback`. */
export function takeReturnTo(fallback: string): string {
  const path = peekReturnTo();
  clearReturnTo();
  return path ?? fallback;
}

/** The landing's pricing card of a plan, asking it to start that plan's trial (read by the pricing section). */
export const trialReturnPath = (plan: string) => `/?trial=${encodeURIComponent(plan)}#pricing`;
