import { LAB_ENTRY_MAX, LAB_ENTRY_MIN, LAB_EXIT_MIN } from '@/core/schemas/lab';
import type { Market } from '@/core/schemas/markets';

/** One parameter set of the rule: lengths in sessions and whether shorts are taken. */
export interface RunSet {
  entry: number;
  exit: number;
  longOnly: boolean;
}

export const PRESETS: Array<RunSet & { id: string; label: string; explain: string }> = [
  {
    id: 'site',
    label: "The site's 40/20",
    entry: 40,
    exit: 20,
    longOnly: false,
    explain: 'The published signals: in on a 40-day breakout, out on a 20-day breakout the other way.',
  },
  {
    id: 'turtle1',
    label: 'Turtle System 1 (20/10)',
    entry: 20,
    exit: 10,
    longOnly: false,
    explain: 'The Turtles’ faster system: more trades, catches trends early, more false starts.',
  },
  {
    id: 'turtle2',
    label: 'Turtle System 2 (55/20)',
    entry: 55,
    exit: 20,
    longOnly: false,
    explain: 'The Turtles’ slower system: fewer, longer trades that wait for big moves.',
  },
];

export const LENGTH_HELP = {
  entry: `Entry: a close above the highest high (below the lowest low) of this many sessions (${LAB_ENTRY_MIN}-${LAB_ENTRY_MAX}).`,
  exit: `Exit: a close below the lowest low (above the highest high) of this many sessions (${LAB_EXIT_MIN} to entry - 1).`,
  longOnly: 'Long only: never sell short (crypto always trades long only).',
};

export const MAX_SETS = 3;

/** Where the bars come from: a stored market (all of it, or one instrument), or an uploaded CSV. */
export interface LabSource {
  kind: 'market' | 'own';
  market: Market;
  /** '' = the whole market. */
  symbol: string;
  from: string;
  to: string;
}

export interface LabParams {
  sets: RunSet[];
  source: LabSource;
}

export const DEFAULT_PARAMS: LabParams = {
  sets: [{ entry: 40, exit: 20, longOnly: false }],
  source: { kind: 'market', market: 'futures', symbol: '', from: '', to: '' },
};

/** A set's problem in words, or null when the server will take it. */
export function setProblem(s: RunSet): string | null {
  if (!Number.isInteger(s.entry) || s.entry < LAB_ENTRY_MIN || s.entry > LAB_ENTRY_MAX)
    return `Entry must be a whole number from ${LAB_ENTRY_MIN} to ${LAB_ENTRY_MAX}`;
  if (!Number.isInteger(s.exit) || s.exit < LAB_EXIT_MIN || s.exit >= s.entry)
    return `Exit must be a whole number from ${LAB_EXIT_MIN} to ${s.entry - 1}`;
  return null;
}

export const setLabel = (s: RunSet) => `${s.entry}/${s.exit}${s.longOnly ? ' long only' : ''}`;

const MARKETS: Market[] = ['futures', 'equities', 'crypto'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?runs=40-20,20-10L&src=market&market=futures&symbol=ES&from=&to=`: a run anyone can open again. */
export function paramsToSearch(p: LabParams): string {
  const q = new URLSearchParams();
  q.set('runs', p.sets.map((s) => `${s.entry}-${s.exit}${s.longOnly ? 'L' : ''}`).join(','));
  q.set('src', p.source.kind);
  if (p.source.kind === 'market') {
    q.set('market', p.source.market);
    if (p.source.symbol) q.set('symbol', p.source.symbol);
    if (p.source.from) q.set('from', p.source.from);
    if (p.source.to) q.set('to', p.source.to);
  }
  return q.toString();
}

/** Reads what the URL says, keeping the defaults for anything missing or malformed. */
export function searchToParams(search: string): LabParams {
  const q = new URLSearchParams(search);
  const sets = (q.get('runs') ?? '')
    .split(',')
    .map((r) => /^(\d{1,3})-(\d{1,3})(L?)$/.exec(r))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ entry: Number(m[1]), exit: Number(m[2]), longOnly: m[3] === 'L' }))
    .slice(0, MAX_SETS);
  const market = q.get('market') as Market | null;
  const date = (k: string) => (DATE.test(q.get(k) ?? '') ? q.get(k)! : '');
  return {
    sets: sets.length ? sets : DEFAULT_PARAMS.sets,
    source: {
      kind: q.get('src') === 'own' ? 'own' : 'market',
      market: market && MARKETS.includes(market) ? market : 'futures',
      symbol: (q.get('symbol') ?? '').toUpperCase().slice(0, 20),
      from: date('from'),
      to: date('to'),
    },
  };
}
