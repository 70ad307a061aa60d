/**
 * The quiz bank: our own true/false statements about trend following and risk, written in the
 * spirit of the 1983 trader-selection exam (which asked candidates about their views on markets,
 * risk and discipline). The seed inserts any that are missing, keyed by slug.
 */
export interface BankQuestion {
  slug: string;
  question: string;
  answer: boolean;
  explanation: string;
  topic: 'trend-following' | 'risk' | 'psychology';
}

export const QUESTION_BANK: BankQuestion[] = [
  {
    slug: 'buy-new-highs',
    question: 'A trend follower is willing to buy a market that has just made a new 40-day high.',
    answer: true,
    explanation:
      'Breakout systems enter in the direction of the move: a new high is an entry signal, not a reason to wait for a dip.',
    topic: 'trend-following',
  },
  {
    slug: 'predict-tops',
    question: 'The main job of a trend follower is to predict where a trend will end.',
    answer: false,
    explanation:
      'Trend followers do not forecast. They react to price with predefined exits, such as a 20-day breakout against the position.',
    topic: 'trend-following',
  },
  {
    slug: 'small-losses-many',
    question: 'A sound trend-following system can be profitable even if most of its trades lose money.',
    answer: true,
    explanation:
      'A handful of large winners typically pays for many small, quickly-cut losers. Win rates of 35-45% are common.',
    topic: 'trend-following',
  },
  {
    slug: 'average-down',
    question: 'Adding to a losing position lowers your risk because it improves your average price.',
    answer: false,
    explanation:
      'Averaging down increases exposure to a trade that is already going wrong. Risk grows, it does not shrink.',
    topic: 'risk',
  },
  {
    slug: 'exit-before-entry',
    question: 'You should know where you will exit a trade before you enter it.',
    answer: true,
    explanation:
      'The exit level defines the risk of the trade, and the risk defines the position size. Both come before the entry.',
    topic: 'risk',
  },
  {
    slug: 'risk-per-trade',
    question:
      'Risking a small, fixed fraction of the account on each trade helps a trader survive long losing streaks.',
    answer: true,
    explanation:
      'With, say, 0.5% at risk per trade, even twenty losses in a row leave most of the account intact.',
    topic: 'risk',
  },
  {
    slug: 'news-first',
    question: 'A trend follower should wait for the news to explain a price move before acting on it.',
    answer: false,
    explanation:
      'Price often moves before the story is known. The rules act on the price itself; the explanation comes later, if ever.',
    topic: 'trend-following',
  },
  {
    slug: 'volatility-sizing',
    question:
      'Position size should be smaller in a market that moves a lot each day than in a quiet one, for the same risk.',
    answer: true,
    explanation:
      'Sizing by volatility (for example by the 20-day average true range, N) equalises the dollar risk across markets.',
    topic: 'risk',
  },
  {
    slug: 'let-profits-run',
    question:
      'Taking profits quickly and letting losses recover is the classic recipe of successful traders.',
    answer: false,
    explanation:
      'It is the opposite: cut losses short and let profits run. Small wins and big losses are the usual way accounts die.',
    topic: 'psychology',
  },
  {
    slug: 'diversify-markets',
    question: 'Trading many unrelated markets raises the chance of catching the few big trends of a year.',
    answer: true,
    explanation:
      'Big trends are rare and unpredictable. A broad portfolio (rates, currencies, metals, energy, grains...) keeps you in the game.',
    topic: 'trend-following',
  },
  {
    slug: 'gut-override',
    question: 'A good trader should override the system whenever a trade feels wrong.',
    answer: false,
    explanation:
      'Skipping signals on feeling tends to miss exactly the outsized trades that make the year. Consistency is the edge.',
    topic: 'psychology',
  },
  {
    slug: 'short-side',
    question: 'Trend followers can profit from falling markets as well as rising ones.',
    answer: true,
    explanation:
      'In futures a short position on a 40-day low breakout profits from a downtrend just as a long profits from an uptrend.',
    topic: 'trend-following',
  },
  {
    slug: 'past-guarantee',
    question: 'A system with ten profitable years in its backtest is guaranteed to make money next year.',
    answer: false,
    explanation:
      'Past performance is never an indication of future returns. A backtest shows what the rules did, not what they will do.',
    topic: 'risk',
  },
  {
    slug: 'drawdowns-normal',
    question: 'Long periods without a new equity high are a normal part of trend following.',
    answer: true,
    explanation:
      'Trendless markets produce strings of small losses. Drawdowns lasting many months are expected and should be planned for.',
    topic: 'risk',
  },
  {
    slug: 'bigger-after-loss',
    question: 'After a losing streak you should trade bigger to win the money back faster.',
    answer: false,
    explanation:
      'Raising size after losses is how a drawdown becomes a blow-up. Size follows the account and the rules, never emotions.',
    topic: 'psychology',
  },
  {
    slug: 'stop-trail',
    question: 'An exit on a 20-day breakout against the position works like a trailing stop.',
    answer: true,
    explanation:
      'As a trend extends, the 20-day low (for a long) rises with it, locking in part of the open profit.',
    topic: 'trend-following',
  },
  {
    slug: 'cheap-expensive',
    question: 'A stock that has fallen 50% is cheap, so it is a safer buy than one at an all-time high.',
    answer: false,
    explanation:
      'A price that has halved can halve again. Trend followers judge direction, not whether a price looks cheap.',
    topic: 'trend-following',
  },
  {
    slug: 'correlation-risk',
    question:
      'Five long positions in closely related markets carry more risk than they seem to, because they tend to move together.',
    answer: true,
    explanation:
      'Correlated positions behave like one larger position. Limits per sector keep a single shock from hitting everything.',
    topic: 'risk',
  },
  {
    slug: 'leverage-free',
    question: 'Leverage only magnifies gains, not losses.',
    answer: false,
    explanation:
      'Leverage magnifies both. Futures margins let a small move cost a large share of the account.',
    topic: 'risk',
  },
  {
    slug: 'written-rules',
    question: 'Writing down your trading rules in advance makes it easier to follow them under pressure.',
    answer: true,
    explanation: 'Decisions taken calmly beforehand replace decisions taken in the heat of a fast market.',
    topic: 'psychology',
  },
  {
    slug: 'miss-trade',
    question: 'Missing one signal out of a hundred makes no difference to a trend-following result.',
    answer: false,
    explanation:
      'Returns are concentrated in a few trades. The one you skip may be the big winner of the year.',
    topic: 'psychology',
  },
  {
    slug: 'slippage-costs',
    question: 'Commissions and slippage should be included when judging whether a system is profitable.',
    answer: true,
    explanation: 'Costs are paid on every trade. A system that only works without them does not work.',
    topic: 'risk',
  },
  {
    slug: 'intelligence-enough',
    question: 'Being very intelligent is enough to become a successful trader.',
    answer: false,
    explanation:
      'Discipline, patience and risk control matter more than brilliance. Many clever people lose money trading.',
    topic: 'psychology',
  },
  {
    slug: 'rules-teachable',
    question: 'Trend-following rules can be taught to people with no previous trading experience.',
    answer: true,
    explanation:
      'That was the point of the famous 1983 experiment: novices trained on simple, written rules went on to trade well.',
    topic: 'trend-following',
  },
];
