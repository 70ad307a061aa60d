import type { RefreshReport } from '@/client/lib/admin-session';
import { labelOf } from '@/client/lib/admin-format';
import { DialogFrame } from '@/client/components/admin/dialog-frame';

/** Nothing real was imported: no bars at all, demo data, or only bad files. */
export const importedNothing = (r: RefreshReport) => r.markets.every((m) => m.bars === 0 || m.demoData);

/** What Refresh Data from Files read, per market, with every bad file and its line. */
export function RefreshReportDialog({
  report,
  onClose,
}: {
  report: RefreshReport | null;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={report !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Data refresh report"
      description={<>Provider: {report ? labelOf(report.provider) : ''}</>}
      className="max-w-xl grid-cols-1"
    >
      <ul className="space-y-3" data-testid="refresh-report">
        {report?.markets.map((m) => (
          <li key={m.market} className="rounded-md border p-3 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{labelOf(m.market)}</span>
              <span className={m.bars === 0 ? 'text-red-400' : 'text-muted-foreground'}>
                {m.bars.toLocaleString('en-US')} bars read{m.demoData ? ' (demo data, no files)' : ''}
              </span>
            </div>
            {m.issues.length ? (
              <ul className="mt-2 space-y-1 text-xs text-red-300">
                {m.issues.map((i) => (
                  <li key={`${i.file}:${i.line ?? ''}:${i.message}`} className="[overflow-wrap:anywhere]">
                    {i.file}
                    {i.line !== null ? `, line ${i.line}` : ''}: {i.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
