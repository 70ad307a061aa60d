import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { formatSignedPercent } from '@/client/lib/format';
import { figureText } from '@/core/schemas/track-record';
import type { TrackRecordResponse } from '@/core/schemas/track-record';

type Data = TrackRecordResponse;

/** How many hex digits of the head hash are printed; the whole hash is one click away. */
const SHORT_HASH = 16;

/**
 * Changes before the first live publication were reconstructed from stored history (decision 0050):
 * 'Tracked since' is the first published change, so a record starting earlier, or one with no
 * published change yet, holds reconstructed rows.
 */
export function hasReconstructedHistory(data: Data): boolean {
  if (data.ledger.rows === 0) return false;
  return data.trackedSince === null || (data.from !== null && data.from < data.trackedSince);
}

function HeadHash({ hash }: { hash: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    // The clipboard may be refused (no permission, an insecure origin): the full hash stays selectable below.
    if (!navigator.clipboard) return setCopied(false);
    navigator.clipboard.writeText(hash).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span>
          Ledger head: <code className="font-mono text-foreground">{hash.slice(0, SHORT_HASH)}…</code>
        </span>
        <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={copy}>
          Copy full hash
        </Button>
        <span role="status" className="text-xs">
          {copied === true ? 'Copied' : copied === false ? 'Copy refused: select the hash below' : ''}
        </span>
      </div>
      <details open={copied === false || undefined}>
        <summary className="cursor-pointer text-xs">Full head hash (sha256)</summary>
        <code
          className="block select-all break-all font-mono text-xs text-foreground"
          data-testid="ledger-head-hash"
        >
          {hash}
        </code>
      </details>
    </div>
  );
}

/** Published next to recomputed ([figure, published, recomputed]), for the figures stored-bar corrections moved. */
export function correctionRows(data: Data): Array<[string, string, string]> {
  const re = data.recomputed;
  const rows: Array<[string, string, string]> = [];
  if (!re) return rows;
  const pct = (v: number) => formatSignedPercent(v);
  rows.push([
    'CAGR',
    figureText(data.stats.cagr, data.stats.tooShort.annualised, pct),
    figureText(re.stats.cagr, re.stats.tooShort.annualised, pct),
  ]);
  rows.push(['Max drawdown', `${data.stats.maxDrawdown.toFixed(2)}%`, `${re.stats.maxDrawdown.toFixed(2)}%`]);
  rows.push(['Trades', String(data.stats.trades), String(re.stats.trades)]);
  const published = new Map(data.returnsByYear.map((y) => [y.year, y.returnPct]));
  for (const y of re.returnsByYear) {
    const p = published.get(y.year);
    if (p === undefined || p.toFixed(2) !== y.returnPct.toFixed(2))
      rows.push([`Return ${y.year}`, p === undefined ? '---' : pct(p), pct(y.returnPct)]);
  }
  return rows;
}

function CorrectionNotice({ data }: { data: Data }) {
  const rows = correctionRows(data);
  return (
    <div
      className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
      data-testid="track-record-corrected"
    >
      <p className="font-medium text-amber-300">Data corrected since publication</p>
      <p className="mt-1 text-xs">
        Stored prices changed after these signals were published. The record keeps the published trades;
        today&apos;s data would give the recomputed figures
        {data.corrections.length ? ` (${data.corrections.length} changes differ)` : ''}.
      </p>
      {rows.length ? (
        <table className="mt-2 text-xs tabular-nums" aria-label="Published and recomputed figures">
          <thead>
            <tr className="text-left">
              <th className="pr-4 font-normal">Figure</th>
              <th className="pr-4 text-right font-normal">Published</th>
              <th className="text-right font-normal">Recomputed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, published, recomputed]) => (
              <tr key={label}>
                <td className="pr-4">{label}</td>
                <td className="pr-4 text-right">{published}</td>
                <td className="text-right">{recomputed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** The log failed verification: said plainly, before anything else, and no claim that anyone can check it. */
function BrokenLog({ problem }: { problem: string | null }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-200"
      data-testid="ledger-broken"
    >
      <p className="font-medium text-red-300">This record fails verification</p>
      <p className="mt-1 text-xs">
        The published ledger no longer checks out{problem ? `: ${problem}` : ''}. Every figure below is
        unverified until this is resolved; the operator has been told.
      </p>
    </div>
  );
}

/**
 * Where the record comes from (decision 0050): the first live publication, the ledger's head hash
 * anyone can check, reconstructed history and corrections made after publication.
 */
export function TrackRecordProvenance({ data }: { data: Data }) {
  const reconstructed = hasReconstructedHistory(data);
  return (
    <div
      className="space-y-3 rounded-lg border bg-card p-4 text-sm text-muted-foreground"
      data-testid="track-record-provenance"
    >
      {data.ledger.verified ? null : <BrokenLog problem={data.ledger.problem} />}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-medium text-foreground" data-testid="tracked-since">
          {data.trackedSince
            ? `Tracked since ${data.trackedSince}`
            : 'Tracked since: no change published live yet'}
        </span>
        {reconstructed ? (
          <span
            className="rounded border border-sky-500/40 bg-sky-500/10 px-2 py-0.5 text-xs text-sky-200"
            data-testid="reconstructed-label"
          >
            Reconstructed history
          </span>
        ) : null}
        <span className="text-xs">
          {data.ledger.rows} position change{data.ledger.rows === 1 ? '' : 's'} in the ledger
        </span>
      </div>
      {reconstructed ? (
        <p className="text-xs">
          {data.trackedSince
            ? `Changes from ${data.from} to before ${data.trackedSince} were reconstructed from stored prices, not published live.`
            : `Every change since ${data.from ?? 'the first stored session'} was reconstructed from stored prices, not published live.`}
        </p>
      ) : null}
      {data.ledger.headHash ? <HeadHash hash={data.ledger.headHash} /> : <p>The ledger is empty.</p>}
      {data.ledger.verified ? (
        <p className="text-xs" data-testid="ledger-verifiable">
          Anyone can verify this record:{' '}
          <code className="break-all">GET /api/ledger/checkpoint?market={data.market}</code> is the signed
          tree head, <code className="break-all">GET /api/ledger/verify?market={data.market}</code> recomputes
          every leaf and hash, and an export of{' '}
          <code className="break-all">GET /api/ledger?market={data.market}</code> checks offline (see
          &apos;How to verify this record&apos;, docs/verify-the-record.md).
        </p>
      ) : null}
      {data.correctedSincePublication && data.ledger.verified ? <CorrectionNotice data={data} /> : null}
    </div>
  );
}
