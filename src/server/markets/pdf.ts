import PDFDocument from 'pdfkit';
import type { PortfolioSummary } from '../../core/engine/portfolio';
import type { Trade } from '../../core/engine/types';

export interface CryptoReportInput {
  generatedAt: Date;
  demo: boolean;
  account: number;
  summary: PortfolioSummary;
  equity: Array<{ date: string; equity: number }>;
  positions: Array<{
    symbol: string;
    name: string;
    entryDate: string;
    entryPrice: number;
    last: number;
    stop: number | null;
    pnl: number;
  }>;
  trades: Array<Trade & { symbol: string }>;
}

const money = (v: number) =>
  `${v < 0 ? '-' : ''}$${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)}%`;

/** The crypto performance report (premium): a real PDF made with pdfkit. */
export function cryptoReportPdf(r: CryptoReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: 'Top-30 Cryptos - Performance Report', Author: 'TrendLab Signals' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text('Top-30 Cryptos - Performance Report');
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#555')
    .text(
      `Generated ${r.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC. Model account ${money(r.account)}, $10,000 per position, long only, 40-day breakout entry, 20-day breakout exit.`,
    );
  if (r.demo)
    doc.moveDown(0.3).fillColor('#b45309').text('Demo data: synthetic prices, not a real track record.');
  doc.moveDown().fillColor('#000').fontSize(13).text('Performance');
  doc
    .fontSize(10)
    .text(`Day ${pct(r.summary.day)}   Month ${pct(r.summary.month)}   Year to date ${pct(r.summary.year)}`)
    .text(
      `Win rate (trades closed in the last 30 days): ${r.summary.winRate === null ? 'n/a (too short)' : `${r.summary.winRate.toFixed(1)}%`} of ${r.summary.closedLast30}`,
    );
  const last = r.equity[r.equity.length - 1];
  if (last) doc.text(`Balance on ${last.date}: ${money(last.equity)}`);
  // A small balance curve drawn with vector lines.
  if (r.equity.length > 1) {
    const x0 = doc.x;
    const y0 = doc.y + 10;
    const w = 480;
    const h = 120;
    const vals = r.equity.map((p) => p.equity);
    const min = Math.min(...vals);
    const span = Math.max(...vals) - min || 1;
    doc.rect(x0, y0, w, h).strokeColor('#ccc').stroke();
    r.equity.forEach((p, i) => {
      const px = x0 + (w * i) / (r.equity.length - 1);
      const py = y0 + h - ((p.equity - min) / span) * h;
      if (i) doc.lineTo(px, py);
      else doc.moveTo(px, py);
    });
    doc.strokeColor('#059669').stroke();
    doc.y = y0 + h + 10;
    doc.x = x0;
  }
  doc.moveDown().fillColor('#000').fontSize(13).text(`Open positions (${r.positions.length})`);
  doc.fontSize(9);
  for (const p of r.positions) {
    doc.text(
      `${p.symbol.padEnd(6)} ${p.name.padEnd(20)} since ${p.entryDate} at ${p.entryPrice}  last ${p.last}  stop ${p.stop ?? '-'}  P&L ${money(p.pnl)}`,
    );
  }
  doc.moveDown().fontSize(13).text('Closed trades (last 90 days)');
  doc.fontSize(9);
  for (const t of r.trades) {
    doc.text(
      `${t.symbol.padEnd(6)} ${t.entryDate} at ${t.entryPrice} -> ${t.exitDate} at ${t.exitPrice}   ${money(t.pnl ?? 0)}`,
    );
  }
  if (!r.trades.length) doc.text('No trade closed in the last 90 days.');
  doc.end();
  return done;
}
