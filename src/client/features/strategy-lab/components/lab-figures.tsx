import type { LabBacktestResponse } from '@/core/schemas/lab';
import { figureText } from '@/core/schemas/track-record';
import { formatUsd } from '@/client/lib/format';
import { setLabel } from '../lib/lab-params';
import { RUN_COLOURS } from './lab-charts';

const pct = (v: number) => `${v.toFixed(2)}%`;
const num = (v: number) => v.toFixed(2);
const usd = (v: number) => formatUsd(v);

/** The figures of each run side by side; a figure short of its conditions reads 'n/a (too short)'. */
export function LabFigures({ runs }: { runs: LabBacktestResponse[] }) {
  const rows: Array<[string, (r: LabBacktestResponse) => string]> = [
    ['Final equity', (r) => usd(r.equity.at(-1)?.equity ?? r.startingEquity)],
    ['CAGR', (r) => figureText(r.stats.cagr, r.stats.tooShort.annualised, pct)],
    ['Max drawdown', (r) => pct(r.stats.maxDrawdown)],
    ['Sharpe', (r) => figureText(r.stats.sharpe, r.stats.tooShort.annualised, num)],
    ['Closed trades', (r) => String(r.stats.trades)],
    ['Win rate', (r) => figureText(r.stats.winRate, r.stats.tooShort.ratios, pct)],
    ['Profit factor', (r) => figureText(r.stats.profitFactor, r.stats.tooShort.ratios, num)],
    ['Average win', (r) => (r.stats.avgWin === null ? '---' : usd(r.stats.avgWin))],
    ['Average loss', (r) => (r.stats.avgLoss === null ? '---' : usd(r.stats.avgLoss))],
    ['Exposure', (r) => pct(r.stats.exposure)],
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="lab-figures">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="py-2 pr-3 font-medium">Figure</th>
            {runs.map((r, k) => (
              <th key={k} className="py-2 pr-3 text-right font-medium" style={{ color: RUN_COLOURS[k] }}>
                {setLabel({ entry: r.entryDays, exit: r.exitDays, longOnly: r.longOnly })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-border/50">
              <td className="py-1.5 pr-3 text-muted-foreground">{label}</td>
              {runs.map((r, k) => (
                <td key={k} className="py-1.5 pr-3 text-right tabular-nums">
                  {value(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
