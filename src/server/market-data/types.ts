import type { Bar } from '../../core/engine/types';
import type { InstrumentSpec } from '../../core/markets/universe';

export type ProviderName = 'demo' | 'csv' | 'online';

/** A problem found while reading a source, reported to the operator by file (or symbol) and line. */
export interface ImportIssue {
  file: string;
  line: number | null;
  message: string;
}

export interface FetchResult {
  /** Completed sessions after `since`, oldest first. */
  bars: Bar[];
  /** Today's session while it is under way (keeps changing), or null. */
  forming: Bar | null;
  issues: ImportIssue[];
  /** False when the source could not be read at all: keep the stored data untouched. */
  ok: boolean;
}

/** One interface for every source of daily bars (DESIGN §5). */
export interface MarketDataProvider {
  readonly name: ProviderName;
  readonly demoData: boolean;
  /** Bars after `since` (exclusive; null = the whole history the source offers). */
  fetchBars(spec: InstrumentSpec, since: string | null, now: Date): Promise<FetchResult>;
}
