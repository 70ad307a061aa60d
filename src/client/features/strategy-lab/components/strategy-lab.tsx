import { FlaskConical, Lock, Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LabBacktestBody, LabBacktestResponse } from '@/core/schemas/lab';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { useLabRuns } from '../api/run-backtest';
import { LENGTH_HELP, MAX_SETS, paramsToSearch, searchToParams, setProblem } from '../lib/lab-params';
import type { LabParams } from '../lib/lab-params';
import { LabResults } from './lab-results';
import { RunSetFields } from './run-set-fields';
import { SourceFields } from './source-fields';
import type { OwnData } from './source-fields';

function bodiesOf(p: LabParams, own: OwnData | null): LabBacktestBody[] {
  const source =
    p.source.kind === 'own'
      ? { bars: own?.bars ?? [] }
      : {
          market: p.source.market,
          ...(p.source.symbol ? { symbols: [p.source.symbol] } : {}),
          ...(p.source.from ? { from: p.source.from } : {}),
          ...(p.source.to ? { to: p.source.to } : {}),
        };
  return p.sets.map((s) => ({ entryDays: s.entry, exitDays: s.exit, longOnly: s.longOnly, ...source }));
}

const errorText = (e: unknown) =>
  e instanceof ApiError ? (e.body?.issues?.[0]?.message ?? e.serverMessage ?? e.message) : String(e);

/** What a member without the plan sees instead of results: what the lab does and the way to it. */
function UpgradeNotice() {
  return (
    <Alert data-testid="lab-upgrade">
      <Lock className="h-4 w-4" aria-hidden="true" />
      <AlertTitle>The strategy lab comes with the Professional plan</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          Run the breakout rule with your own lengths on any of our 110 instruments, a whole market, or your
          own price history, and compare up to three settings on one chart.
        </p>
        <Button asChild size="sm">
          <Link to={paths.upgrade}>See the plans</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The results column: the upgrade notice, the run's error, and the results or what to do first. */
function LabOutput({
  entitled,
  error,
  runs,
}: {
  entitled: boolean;
  error: Error | null;
  runs: LabBacktestResponse[] | undefined;
}) {
  return (
    <div className="min-w-0 space-y-4">
      {!entitled ? <UpgradeNotice /> : null}
      {error ? (
        <Alert variant="destructive" data-testid="lab-error">
          <AlertTitle>The backtest did not run</AlertTitle>
          <AlertDescription>{errorText(error)}</AlertDescription>
        </Alert>
      ) : null}
      {runs ? (
        <LabResults runs={runs} />
      ) : entitled ? (
        <div className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          <FlaskConical className="h-8 w-8" aria-hidden="true" />
          <p>Choose a preset or your own lengths and the data, then run the backtest.</p>
        </div>
      ) : null}
    </div>
  );
}

/** The lab: the URL holds the parameters, so a run can be shared by its address. */
export function StrategyLab({ entitled }: { entitled: boolean }) {
  const [search, setSearch] = useSearchParams();
  const params = searchToParams(search.toString());
  const [own, setOwn] = useState<OwnData | null>(null);
  const runs = useLabRuns();
  // The inputs read their values from the address; updating it at once (not in a transition)
  // keeps a clicked radio or a typed digit from flicking back to the old value.
  const update = (p: LabParams) => setSearch(paramsToSearch(p), { replace: true, flushSync: true });
  const problem =
    params.sets.map(setProblem).find(Boolean) ??
    (params.source.kind === 'own' && !own?.bars ? 'Choose a CSV file of your prices first' : null);
  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <form
        className="min-w-0 space-y-4"
        aria-label="Backtest settings"
        onSubmit={(e) => {
          e.preventDefault();
          if (entitled && !problem) runs.mutate(bodiesOf(params, own));
        }}
      >
        {params.sets.map((s, i) => (
          <RunSetFields
            key={i}
            index={i}
            set={s}
            onChange={(next) => update({ ...params, sets: params.sets.map((x, k) => (k === i ? next : x)) })}
            onRemove={
              params.sets.length > 1
                ? () => update({ ...params, sets: params.sets.filter((_, k) => k !== i) })
                : undefined
            }
          />
        ))}
        {params.sets.length < MAX_SETS ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              update({ ...params, sets: [...params.sets, { entry: 20, exit: 10, longOnly: false }] })
            }
          >
            <Plus aria-hidden="true" /> Compare another set
          </Button>
        ) : null}
        <ul className="space-y-1 text-xs text-muted-foreground">
          <li>{LENGTH_HELP.entry}</li>
          <li>{LENGTH_HELP.exit}</li>
          <li>{LENGTH_HELP.longOnly}</li>
        </ul>
        <SourceFields
          source={params.source}
          onChange={(source) => update({ ...params, source })}
          own={own}
          onOwn={setOwn}
        />
        {entitled ? (
          <Button type="submit" className="w-full" disabled={runs.isPending || Boolean(problem)}>
            <Play aria-hidden="true" /> {runs.isPending ? 'Running...' : 'Run backtest'}
          </Button>
        ) : null}
      </form>
      <LabOutput entitled={entitled} error={runs.error} runs={runs.data} />
    </div>
  );
}
