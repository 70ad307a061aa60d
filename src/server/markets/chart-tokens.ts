import type { Market } from '../../core/schemas/markets';
import type { Deps } from '../deps';

/**
 * Chart and report links carry a signed, expiring token naming what they show (kind, market,
 * symbol), so a link cannot be forged for a locked symbol nor enumerated; it dies after an hour.
 */
export type ChartKind = 'chart' | 'proxy' | 'crypto-chart' | 'balance' | 'pdf';
export const CHART_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ChartToken extends Record<string, unknown> {
  k: ChartKind;
  m: Market;
  s: string;
}

export function signChart(deps: Deps, k: ChartKind, m: Market, s: string): string {
  return deps.signer.sign({ k, m, s } satisfies ChartToken, CHART_TOKEN_TTL_MS, deps.clock.now());
}

export function verifyChart(deps: Deps, token: string, kinds: ChartKind[]): ChartToken | null {
  const data = deps.signer.verify<ChartToken>(token, deps.clock.now());
  if (!data || !kinds.includes(data.k) || typeof data.s !== 'string') return null;
  return data;
}
