import type { CryptoContentResponse, EquitiesContentResponse } from '../../core/schemas/markets';
import e from 'escape-html';

/**
 * The HTML `content` of the equities and crypto answers (spec 01 §3): the same table as the
 * structured rows, built from the rows AFTER locking, so a locked cell shows a lock, never a value.
 */
const cell = (v: string | number | null) =>
  v === 'LOCKED' ? '<td class="locked" data-locked="true">&#128274;</td>' : `<td>${e(String(v ?? ''))}</td>`;
const doc = (title: string, demo: boolean, table: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${e(title)}</title></head><body>` +
  `${demo ? '<p class="demo-data">Demo data</p>' : ''}${table}</body></html>`;

export function equitiesHtml(dates: string[], rows: EquitiesContentResponse['rows'], demo: boolean): string {
  const head = `<tr><th>Symbol</th><th>Name</th>${dates.map((d) => `<th>${e(d)}</th>`).join('')}<th>&Delta;</th><th>Current</th><th>Chart</th></tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr data-symbol="${e(r.symbol)}"><td><a href="${e(r.chartLink)}" target="_blank" rel="noopener">${e(r.symbol)}</a></td><td>${e(r.name)}</td>` +
        r.positions.map(cell).join('') +
        cell(r.change) +
        cell(r.current) +
        (r.chartImageUrl
          ? `<td><img src="${e(r.chartImageUrl)}" alt="${e(r.symbol)} chart" width="600" height="450" loading="lazy"></td>`
          : cell('LOCKED')) +
        '</tr>',
    )
    .join('');
  return doc(
    'Top-50 S&P 500 Equities',
    demo,
    `<table class="equities"><thead>${head}</thead><tbody>${body}</tbody></table>`,
  );
}

export function cryptoHtml(dates: string[], rows: CryptoContentResponse['rows'], demo: boolean): string {
  const head =
    `<tr><th>Logo</th><th>Symbol</th><th>Name</th>${dates.map((d) => `<th>${e(d)}</th>`).join('')}` +
    '<th>Last</th><th>Stop</th><th>40D High</th><th>Change</th></tr>';
  const body = rows
    .map(
      (r) =>
        `<tr data-symbol="${e(r.symbol)}" data-chart-symbol="${e(r.chartSymbol)}"><td><img class="crypto-logo" src="${e(r.logo)}" alt="${e(r.name)} logo" width="24" height="24"></td>` +
        `<td>${e(r.symbol)}</td><td>${e(r.name)}</td>` +
        r.positions.map(cell).join('') +
        cell(r.last) +
        cell(r.stop) +
        cell(r.fortyDayHigh) +
        cell(r.change) +
        '</tr>',
    )
    .join('');
  return doc(
    'Top-30 Cryptos',
    demo,
    `<table class="cryptos"><thead>${head}</thead><tbody>${body}</tbody></table>`,
  );
}
