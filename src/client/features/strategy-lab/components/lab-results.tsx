import { useState } from 'react';
import type { LabBacktestResponse } from '@/core/schemas/lab';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DemoDataBadge } from '@/client/components/ui/page-shell';
import { setLabel } from '../lib/lab-params';
import { DrawdownChart, EquityChart, RUN_COLOURS } from './lab-charts';
import { LabFigures } from './lab-figures';
import { TradeTable } from './trade-table';

const labelOf = (r: LabBacktestResponse) =>
  setLabel({ entry: r.entryDays, exit: r.exitDays, longOnly: r.longOnly });

/** Every compared run on one chart, its drawdown, the figures side by side, and one run's trades. */
export function LabResults({ runs }: { runs: LabBacktestResponse[] }) {
  const [shown, setShown] = useState(0);
  const run = runs[Math.min(shown, runs.length - 1)];
  return (
    <div className="space-y-4" data-testid="lab-results">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            Equity against buy and hold <DemoDataBadge show={runs[0].demoData} />
          </CardTitle>
          <CardDescription>
            {runs[0].equity[0]?.date ?? '---'} to {runs[0].equity.at(-1)?.date ?? '---'}. {runs[0].sizing}{' '}
            Fills at the close of the signal day, no costs or slippage.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <EquityChart runs={runs} />
          <h3 className="text-sm font-semibold">Drawdown</h3>
          <DrawdownChart runs={runs} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Figures</CardTitle>
          <CardDescription>
            As the track record counts them: CAGR and Sharpe need a year of sessions, win rate and profit
            factor 10 closed trades.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LabFigures runs={runs} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Trades</CardTitle>
          {runs.length > 1 ? (
            <div className="flex flex-wrap gap-2" role="tablist" aria-label="Whose trades">
              {runs.map((r, k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  aria-selected={k === shown}
                  className="rounded-md border px-2 py-1 text-sm aria-selected:bg-secondary"
                  style={{ color: RUN_COLOURS[k] }}
                  onClick={() => setShown(k)}
                >
                  {labelOf(r)}
                </button>
              ))}
            </div>
          ) : null}
        </CardHeader>
        <CardContent>
          <TradeTable trades={run.trades} name={labelOf(run).replace(/[ /]/g, '-')} />
        </CardContent>
      </Card>
    </div>
  );
}
