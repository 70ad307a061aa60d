import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { GameBar } from '../db/schema/game';
import { decodeStock } from './asset-format';
import type { AssetStock, GameAsset } from './asset-format';
import type { StockFile } from './csv';

/** The shipped real-stock prices (see asset/README.md for source and licence). */
export const GAME_ASSET_PATH = new URL('./asset/sp500-daily.json.gz', import.meta.url).pathname;
export const GAME_ASSET_SOURCE = 'asset';

let loaded: Promise<GameAsset> | null = null;

/** The asset, read and parsed once per process (about 0.1 s; decoding waits until a stock is dealt). */
function loadAsset(): Promise<GameAsset> {
  loaded ??= readFile(GAME_ASSET_PATH).then((gz) => JSON.parse(gunzipSync(gz).toString('utf8')) as GameAsset);
  return loaded;
}

export interface AssetEntry {
  symbol: string;
  name: string;
  firstDate: string;
  lastDate: string;
  barCount: number;
}

const DAY_MS = 86_400_000;
const lastDateOf = (s: AssetStock) =>
  new Date(Date.parse(s.start) + s.gaps.reduce((a, b) => a + b, 0) * DAY_MS).toISOString().slice(0, 10);

/** What the asset holds, without decoding the bars. */
export async function gameAssetIndex(): Promise<AssetEntry[]> {
  return (await loadAsset()).stocks.map((s) => ({
    symbol: s.symbol,
    name: s.name,
    firstDate: s.start,
    lastDate: lastDateOf(s),
    barCount: s.gaps.length,
  }));
}

/** One shipped stock's split-adjusted bars in dollars. */
export async function gameAssetBars(symbol: string): Promise<GameBar[]> {
  const stock = (await loadAsset()).stocks.find((s) => s.symbol === symbol);
  if (!stock) throw new Error(`stock ${symbol} is not in the shipped game asset`);
  return decodeStock(stock);
}

/** Every stock of the shipped asset, decoded (checks and tools). */
export async function readGameAsset(): Promise<StockFile[]> {
  return (await loadAsset()).stocks.map((s) => ({ symbol: s.symbol, name: s.name, bars: decodeStock(s) }));
}
