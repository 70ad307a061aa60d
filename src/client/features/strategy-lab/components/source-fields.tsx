import { UNIVERSE } from '@/core/markets/universe';
import type { LabBar } from '@/core/schemas/lab';
import type { Market } from '@/core/schemas/markets';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { parseLabCsv } from '../lib/parse-csv';
import type { LabSource } from '../lib/lab-params';
import { LabelledField } from './labelled-field';

const MARKET_OPTIONS = [
  { value: 'futures', label: 'Futures' },
  { value: 'equities', label: 'Stocks (S&P 500)' },
  { value: 'crypto', label: 'Crypto' },
];

export interface OwnData {
  name: string;
  bars: LabBar[] | null;
  error: string | null;
}

type OnSource = (s: LabSource) => void;

function DateField({
  bound,
  label,
  source,
  onChange,
}: {
  bound: 'from' | 'to';
  label: string;
  source: LabSource;
  onChange: OnSource;
}) {
  return (
    <LabelledField id={`lab-${bound}`} label={label}>
      <Input
        id={`lab-${bound}`}
        type="date"
        value={source[bound]}
        onChange={(e) => onChange({ ...source, [bound]: e.target.value })}
      />
    </LabelledField>
  );
}

/** A stored market, whole or one instrument, between optional dates. */
function MarketFields({ source, onChange }: { source: LabSource; onChange: OnSource }) {
  const instruments = UNIVERSE.filter((s) => s.market === source.market);
  const symbolOptions = [
    { value: '', label: 'Whole market' },
    ...instruments.map((s) => ({ value: s.symbol, label: `${s.symbol} - ${s.name}` })),
  ];
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <LabelledField id="lab-market" label="Market">
        <NativeSelect
          id="lab-market"
          options={MARKET_OPTIONS}
          value={source.market}
          onChange={(e) => onChange({ ...source, market: e.target.value as Market, symbol: '' })}
        />
      </LabelledField>
      <LabelledField id="lab-symbol" label="Instrument">
        <NativeSelect
          id="lab-symbol"
          options={symbolOptions}
          value={source.symbol}
          onChange={(e) => onChange({ ...source, symbol: e.target.value })}
        />
      </LabelledField>
      <DateField bound="from" label="From" source={source} onChange={onChange} />
      <DateField bound="to" label="To" source={source} onChange={onChange} />
    </div>
  );
}

/** The member's CSV, parsed in the browser; the verdict (rows and span, or the error) under it. */
function OwnCsvFields({ own, onOwn }: { own: OwnData | null; onOwn: (o: OwnData) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="lab-csv">
        Daily prices: date,open,high,low,close[,volume] (YYYY-MM-DD, oldest first)
      </Label>
      <Input
        id="lab-csv"
        type="file"
        accept=".csv,text/csv"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const r = parseLabCsv(await file.text());
          onOwn({ name: file.name, bars: r.ok ? r.bars : null, error: r.ok ? null : r.error });
        }}
      />
      {own?.error ? (
        <p className="text-sm text-destructive" role="alert" data-testid="lab-csv-error">
          {own.name}: {own.error}
        </p>
      ) : own?.bars ? (
        <p className="text-sm text-muted-foreground" data-testid="lab-csv-ok">
          {own.name}: {own.bars.length} rows, {own.bars[0].date} to {own.bars[own.bars.length - 1].date}. Your
          file stays in this browser until you run it; it is not stored.
        </p>
      ) : null}
    </div>
  );
}

/** Where the bars come from: a stored market (whole, or one instrument, between dates) or the member's CSV. */
export function SourceFields({
  source,
  onChange,
  own,
  onOwn,
}: {
  source: LabSource;
  onChange: OnSource;
  own: OwnData | null;
  onOwn: (o: OwnData) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Data</legend>
      <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label="Data source">
        {(['market', 'own'] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="radio"
              name="lab-source"
              checked={source.kind === kind}
              onChange={() => onChange({ ...source, kind })}
            />
            {kind === 'market' ? 'Our stored prices' : 'My own CSV'}
          </label>
        ))}
      </div>
      {source.kind === 'market' ? (
        <MarketFields source={source} onChange={onChange} />
      ) : (
        <OwnCsvFields own={own} onOwn={onOwn} />
      )}
    </fieldset>
  );
}
