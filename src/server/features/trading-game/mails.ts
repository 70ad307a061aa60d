import { renderMail } from '../../mail/layout';

export interface ReportCard {
  stockSymbol: string;
  stockName: string;
  firstDate: string;
  lastDate: string;
  totalPnL: number;
  finalBalance: number;
  winRate: number;
  totalTrades: number;
  bestTrade: number;
  worstTrade: number;
  maxDrawdown: number;
  /** $100,000 bought and held over the same days. */
  buyHoldPnL: number;
  /** How the prices on screen were disguised (decision 0049), or null. */
  priceDisguise: { scale: number; mergedDays: number; realFirstClose: number; realLastClose: number } | null;
}

const disguiseLine = (d: NonNullable<ReportCard['priceDisguise']>) =>
  `So that it could not be looked up, the chart showed its prices × ${d.scale.toFixed(4)} with a small daily noise, and ${d.mergedDays} of its days were two trading days merged into one. Its real close went from $${d.realFirstClose.toFixed(2)} to $${d.realLastClose.toFixed(2)}.`;

const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(Math.round(n)).toLocaleString('en-US')}`;

/** The report card mailed at finish: the revealed stock and the game's figures. */
export function reportCardMail(r: ReportCard, publicUrl: string) {
  const content = renderMail({
    title: 'Your Futures Trading Simulator report card',
    paragraphs: [
      `The mystery stock was ${r.stockName} (${r.stockSymbol}), traded on real prices from ${r.firstDate} to ${r.lastDate}.`,
      ...(r.priceDisguise ? [disguiseLine(r.priceDisguise)] : []),
      `Total P&L: ${usd(r.totalPnL)}. Final balance: ${usd(r.finalBalance)}.`,
      `Buy and hold over the same days: ${usd(r.buyHoldPnL)} - you ${r.totalPnL >= r.buyHoldPnL ? 'beat' : 'trailed'} it by ${usd(Math.abs(r.totalPnL - r.buyHoldPnL))}.`,
      `Trades: ${r.totalTrades}. Win rate: ${r.winRate.toFixed(1)}%.`,
      `Best trade: ${usd(r.bestTrade)}. Worst trade: ${usd(r.worstTrade)}. Maximum drawdown: ${usd(r.maxDrawdown)}.`,
    ],
    action: { label: 'Play again', url: `${publicUrl}/trading-game` },
  });
  return { subject: `Trading game report card: ${r.stockName} (${r.stockSymbol})`, ...content };
}
