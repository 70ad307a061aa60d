// Rebuilds the trading game's price asset from the MIT-licensed sp500-daily folder:
//   npx tsx scripts/build-game-asset.ts [../shared/data/sp500-daily]
// Bars are split-adjusted by the market-data CSV parser, cut at the end of 2015 (no game window
// reaches later), stored in integer cents and delta-encoded (src/server/game-data/asset-format.ts).
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeStock } from '../src/server/game-data/asset-format';
import type { GameAsset } from '../src/server/game-data/asset-format';
import { readStockFolder } from '../src/server/game-data/csv';
import { GAME_ASSET_PATH } from '../src/server/game-data/asset';
import { printHelpIfAsked } from './cli-help.mjs';

printHelpIfAsked(`
Usage: npx tsx scripts/build-game-asset.ts [folder]

Rebuilds src/server/game-data/asset/sp500-daily.json.gz, the trading game's price asset, from the
MIT-licensed sp500-daily folder (default ../shared/data/sp500-daily: one CSV per stock and symbols.csv).

Options:
  -h, --help   show this help
`);

const LAST_DATE = '2015-12-31';
const dir = path.resolve(process.argv[2] ?? '../shared/data/sp500-daily');

const sectors = new Map<string, string>();
for (const line of (await readFile(path.join(dir, 'symbols.csv'), 'utf8')).split(/\r?\n/).slice(1)) {
  const cells = line.split(',');
  if (cells.length >= 3) sectors.set(cells[0].trim(), cells[cells.length - 1].trim());
}
const files = await readStockFolder(dir, new Set(), (message) => {
  throw new Error(message);
});
const asset: GameAsset = {
  version: 1,
  source: 'PooksoftSP500EquityPriceDataSet (Jeffrey Varner, 2021, MIT), via sp500-daily',
  stocks: files.map((f) =>
    encodeStock(
      { symbol: f.symbol, name: f.name, sector: sectors.get(f.symbol) ?? '' },
      f.bars.filter((b) => b[0] <= LAST_DATE),
    ),
  ),
};
const gz = gzipSync(JSON.stringify(asset), { level: 9 });
writeFileSync(GAME_ASSET_PATH, gz);
console.log(`${asset.stocks.length} stocks, ${(gz.length / 1e6).toFixed(2)} MB -> ${GAME_ASSET_PATH}`);
