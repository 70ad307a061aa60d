import type { Market } from './market';

/**
 * The instrument universe of DESIGN §5: 30 US futures (13 financial, 17 commodity), the top 50
 * S&P 500 stocks by index weight and the top 30 cryptocurrencies by market value (stablecoins left
 * out: a coin pegged to the dollar has no trend to follow). The seed stores it in the database;
 * pages read it from there through the API. `demo` holds the parameters of the synthetic feed: a
 * typical price level and the annualised volatility of the market.
 */
export interface InstrumentSpec {
  symbol: string;
  market: Market;
  name: string;
  sector: string;
  exchange: string;
  /** Dollars per 1.00 move of the quoted price for one contract (futures), 1 for stocks and coins. */
  pointValue: number;
  tickSize: number;
  demo: { price: number; vol: number };
}

export const FINANCIAL_SECTORS = ['Fixed Income', 'Equities', 'Foreign Exchange'] as const;
export const FUTURES_SECTORS = [
  'Fixed Income',
  'Equities',
  'Foreign Exchange',
  'Metals',
  'Energy',
  'Grains',
  'Softs',
  'Livestock',
] as const;

type F = [
  symbol: string,
  name: string,
  sector: string,
  exchange: string,
  pointValue: number,
  tick: number,
  price: number,
  vol: number,
];
const FUTURES: F[] = [
  ['ZT', '2-Year T-Note', 'Fixed Income', 'CBOT', 2000, 0.00390625, 103.5, 0.02],
  ['ZF', '5-Year T-Note', 'Fixed Income', 'CBOT', 1000, 0.0078125, 108, 0.045],
  ['ZN', '10-Year T-Note', 'Fixed Income', 'CBOT', 1000, 0.015625, 111, 0.065],
  ['ZB', '30-Year T-Bond', 'Fixed Income', 'CBOT', 1000, 0.03125, 117, 0.12],
  ['ES', 'E-mini S&P 500', 'Equities', 'CME', 50, 0.25, 6700, 0.17],
  ['NQ', 'E-mini Nasdaq-100', 'Equities', 'CME', 20, 0.25, 24800, 0.22],
  ['YM', 'E-mini Dow Jones', 'Equities', 'CBOT', 5, 1, 47000, 0.16],
  ['RTY', 'E-mini Russell 2000', 'Equities', 'CME', 50, 0.1, 2450, 0.22],
  ['6E', 'Euro FX', 'Foreign Exchange', 'CME', 125000, 0.00005, 1.16, 0.08],
  ['6J', 'Japanese Yen', 'Foreign Exchange', 'CME', 12500000, 0.0000005, 0.0065, 0.1],
  ['6B', 'British Pound', 'Foreign Exchange', 'CME', 62500, 0.0001, 1.33, 0.09],
  ['6A', 'Australian Dollar', 'Foreign Exchange', 'CME', 100000, 0.00005, 0.65, 0.11],
  ['6C', 'Canadian Dollar', 'Foreign Exchange', 'CME', 100000, 0.00005, 0.72, 0.07],
  ['GC', 'Gold', 'Metals', 'COMEX', 100, 0.1, 4000, 0.15],
  ['SI', 'Silver', 'Metals', 'COMEX', 5000, 0.005, 48, 0.28],
  ['HG', 'Copper', 'Metals', 'COMEX', 25000, 0.0005, 5, 0.24],
  ['PL', 'Platinum', 'Metals', 'NYMEX', 50, 0.1, 1500, 0.26],
  ['CL', 'Crude Oil WTI', 'Energy', 'NYMEX', 1000, 0.01, 70, 0.35],
  ['NG', 'Natural Gas', 'Energy', 'NYMEX', 10000, 0.001, 3.2, 0.55],
  ['HO', 'NY Harbor ULSD (Heating Oil)', 'Energy', 'NYMEX', 42000, 0.0001, 2.3, 0.33],
  ['RB', 'RBOB Gasoline', 'Energy', 'NYMEX', 42000, 0.0001, 2.0, 0.35],
  ['ZC', 'Corn', 'Grains', 'CBOT', 50, 0.25, 440, 0.24],
  ['ZS', 'Soybeans', 'Grains', 'CBOT', 50, 0.25, 1000, 0.2],
  ['ZW', 'Chicago SRW Wheat', 'Grains', 'CBOT', 50, 0.25, 550, 0.3],
  ['KC', 'Coffee "C"', 'Softs', 'ICE US', 375, 0.05, 320, 0.35],
  ['SB', 'Sugar No. 11', 'Softs', 'ICE US', 1120, 0.01, 19, 0.3],
  ['CT', 'Cotton No. 2', 'Softs', 'ICE US', 500, 0.01, 70, 0.24],
  ['CC', 'Cocoa', 'Softs', 'ICE US', 10, 1, 9000, 0.45],
  ['LE', 'Live Cattle', 'Livestock', 'CME', 400, 0.025, 190, 0.15],
  ['HE', 'Lean Hogs', 'Livestock', 'CME', 400, 0.025, 85, 0.28],
];

type S = [symbol: string, name: string, sector: string, price: number];
const STOCKS: S[] = [
  ['AAPL', 'Apple Inc.', 'Information Technology', 230],
  ['MSFT', 'Microsoft Corporation', 'Information Technology', 420],
  ['NVDA', 'NVIDIA Corporation', 'Information Technology', 140],
  ['AMZN', 'Amazon.com, Inc.', 'Consumer Discretionary', 200],
  ['META', 'Meta Platforms, Inc.', 'Communication Services', 580],
  ['GOOGL', 'Alphabet Inc. Class A', 'Communication Services', 175],
  ['GOOG', 'Alphabet Inc. Class C', 'Communication Services', 177],
  ['BRK.B', 'Berkshire Hathaway Inc. Class B', 'Financials', 470],
  ['AVGO', 'Broadcom Inc.', 'Information Technology', 170],
  ['TSLA', 'Tesla, Inc.', 'Consumer Discretionary', 250],
  ['LLY', 'Eli Lilly and Company', 'Health Care', 800],
  ['JPM', 'JPMorgan Chase & Co.', 'Financials', 230],
  ['V', 'Visa Inc.', 'Financials', 300],
  ['UNH', 'UnitedHealth Group Incorporated', 'Health Care', 560],
  ['XOM', 'Exxon Mobil Corporation', 'Energy', 118],
  ['MA', 'Mastercard Incorporated', 'Financials', 510],
  ['COST', 'Costco Wholesale Corporation', 'Consumer Staples', 900],
  ['HD', 'The Home Depot, Inc.', 'Consumer Discretionary', 400],
  ['PG', 'The Procter & Gamble Company', 'Consumer Staples', 168],
  ['WMT', 'Walmart Inc.', 'Consumer Staples', 85],
  ['NFLX', 'Netflix, Inc.', 'Communication Services', 750],
  ['JNJ', 'Johnson & Johnson', 'Health Care', 155],
  ['ABBV', 'AbbVie Inc.', 'Health Care', 180],
  ['CRM', 'Salesforce, Inc.', 'Information Technology', 300],
  ['BAC', 'Bank of America Corporation', 'Financials', 42],
  ['ORCL', 'Oracle Corporation', 'Information Technology', 170],
  ['MRK', 'Merck & Co., Inc.', 'Health Care', 100],
  ['CVX', 'Chevron Corporation', 'Energy', 155],
  ['KO', 'The Coca-Cola Company', 'Consumer Staples', 65],
  ['AMD', 'Advanced Micro Devices, Inc.', 'Information Technology', 140],
  ['CSCO', 'Cisco Systems, Inc.', 'Information Technology', 57],
  ['PEP', 'PepsiCo, Inc.', 'Consumer Staples', 160],
  ['ACN', 'Accenture plc', 'Information Technology', 350],
  ['TMO', 'Thermo Fisher Scientific Inc.', 'Health Care', 540],
  ['LIN', 'Linde plc', 'Materials', 460],
  ['WFC', 'Wells Fargo & Company', 'Financials', 70],
  ['ADBE', 'Adobe Inc.', 'Information Technology', 500],
  ['MCD', "McDonald's Corporation", 'Consumer Discretionary', 290],
  ['ABT', 'Abbott Laboratories', 'Health Care', 115],
  ['PM', 'Philip Morris International Inc.', 'Consumer Staples', 125],
  ['IBM', 'International Business Machines Corporation', 'Information Technology', 210],
  ['GE', 'GE Aerospace', 'Industrials', 180],
  ['NOW', 'ServiceNow, Inc.', 'Information Technology', 1000],
  ['CAT', 'Caterpillar Inc.', 'Industrials', 380],
  ['ISRG', 'Intuitive Surgical, Inc.', 'Health Care', 520],
  ['TXN', 'Texas Instruments Incorporated', 'Information Technology', 200],
  ['QCOM', 'QUALCOMM Incorporated', 'Information Technology', 160],
  ['INTU', 'Intuit Inc.', 'Information Technology', 650],
  ['DIS', 'The Walt Disney Company', 'Communication Services', 110],
  ['VZ', 'Verizon Communications Inc.', 'Communication Services', 42],
];

type C = [symbol: string, name: string, price: number, vol: number];
const CRYPTOS: C[] = [
  ['BTC', 'Bitcoin', 95000, 0.55],
  ['ETH', 'Ethereum', 3300, 0.7],
  ['XRP', 'XRP', 2.2, 0.9],
  ['BNB', 'BNB', 650, 0.6],
  ['SOL', 'Solana', 190, 0.9],
  ['DOGE', 'Dogecoin', 0.32, 1.0],
  ['ADA', 'Cardano', 0.9, 0.9],
  ['TRX', 'TRON', 0.25, 0.7],
  ['LINK', 'Chainlink', 20, 0.9],
  ['AVAX', 'Avalanche', 35, 0.95],
  ['XLM', 'Stellar', 0.4, 0.9],
  ['BCH', 'Bitcoin Cash', 450, 0.8],
  ['LTC', 'Litecoin', 100, 0.8],
  ['DOT', 'Polkadot', 6.5, 0.9],
  ['XMR', 'Monero', 200, 0.7],
  ['UNI', 'Uniswap', 12, 1.0],
  ['AAVE', 'Aave', 300, 1.0],
  ['ICP', 'Internet Computer', 9, 1.0],
  ['ETC', 'Ethereum Classic', 26, 0.9],
  ['ATOM', 'Cosmos', 6.5, 0.9],
  ['FIL', 'Filecoin', 5, 1.0],
  ['ALGO', 'Algorand', 0.35, 1.0],
  ['VET', 'VeChain', 0.045, 1.0],
  ['XTZ', 'Tezos', 1.2, 0.9],
  ['MKR', 'Maker', 1500, 0.9],
  ['GRT', 'The Graph', 0.2, 1.0],
  ['SAND', 'The Sandbox', 0.5, 1.1],
  ['MANA', 'Decentraland', 0.5, 1.1],
  ['EOS', 'EOS', 0.8, 0.9],
  ['THETA', 'Theta Network', 1.8, 1.0],
];

const NASDAQ = new Set(
  'AAPL MSFT NVDA AMZN META GOOGL GOOG AVGO TSLA COST NFLX AMD CSCO PEP ADBE ISRG TXN QCOM INTU LIN'.split(
    ' ',
  ),
);

function stockVol(symbol: string): number {
  // A spread of volatilities between 18% and 45%, fixed per symbol.
  let h = 0;
  for (const ch of symbol) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return 0.18 + (h % 28) / 100;
}

export const UNIVERSE: InstrumentSpec[] = [
  ...FUTURES.map(([symbol, name, sector, exchange, pointValue, tickSize, price, vol]) => ({
    symbol,
    market: 'futures' as const,
    name,
    sector,
    exchange,
    pointValue,
    tickSize,
    demo: { price, vol },
  })),
  ...STOCKS.map(([symbol, name, sector, price]) => ({
    symbol,
    market: 'equities' as const,
    name,
    sector,
    exchange: NASDAQ.has(symbol) ? 'NASDAQ' : 'NYSE',
    pointValue: 1,
    tickSize: 0.01,
    demo: { price, vol: stockVol(symbol) },
  })),
  ...CRYPTOS.map(([symbol, name, price, vol]) => ({
    symbol,
    market: 'crypto' as const,
    name,
    sector: 'Cryptocurrency',
    exchange: 'Spot (USD)',
    pointValue: 1,
    tickSize: price >= 100 ? 0.01 : price >= 1 ? 0.0001 : 0.000001,
    demo: { price, vol },
  })),
];

export function universeOf(market: Market): InstrumentSpec[] {
  return UNIVERSE.filter((i) => i.market === market);
}

export function isFinancialSector(sector: string): boolean {
  return (FINANCIAL_SECTORS as readonly string[]).includes(sector);
}
