import { contactMessages, gameResults, newsletterSubscribers, subscribers } from '../../db/schema';
import { insertSeedRows, isTableEmpty } from '../../db/seed-rows';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';

const DAY = 24 * 60 * 60_000;
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Gia', 'Hugo', 'Ivy', 'Jon', 'Kai', 'Lena'];
const LAST = ['Stone', 'Rivera', 'Okafor', 'Lindqvist', 'Tanaka', 'Moreau'];
const TIERS = ['free', 'individual', 'professional', 'institution'] as const;
const STATUSES = ['active', 'active', 'trial', 'cancelled', 'expired'] as const;

/** Demo rows for the back-office screens (example.com addresses), only into empty tables. */
export async function seedAdminDemo(deps: Deps): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY);
  await seedSubscribers(db, ago);
  await seedContactMessages(db, ago);
  await seedNewsletter(db, ago);
  await seedGameResults(db, ago);
}

type DaysAgo = (days: number) => Date;

async function seedSubscribers(db: Db, ago: DaysAgo): Promise<void> {
  if (!(await isTableEmpty(db, subscribers))) return;
  await insertSeedRows(
    db,
    subscribers,
    Array.from({ length: 24 }, (_, i) => ({
      email: `${FIRST[i % 12].toLowerCase()}.${LAST[i % 6].toLowerCase()}${i}@example.com`,
      firstName: i === 5 ? null : FIRST[i % 12],
      lastName: i === 5 ? null : LAST[i % 6],
      company: i % 3 === 0 ? `${LAST[i % 6]} Capital` : null,
      phone: i % 2 === 0 ? `+1 555 01${String(i).padStart(2, '0')}` : null,
      subscriptionTier: TIERS[i % 4],
      subscriptionStatus: STATUSES[i % 5],
      paymentMethod: i % 4 === 0 ? null : 'card',
      referralSource: i % 2 ? 'podcast' : 'google',
      totalRevenue: ((i % 4) * 349.5 + i).toFixed(2),
      isActive: i % 7 !== 3,
      createdAt: ago(i * 9 + 1),
      lastLoginAt: i % 3 === 1 ? null : ago(i),
    })),
  );
}

async function seedContactMessages(db: Db, ago: DaysAgo): Promise<void> {
  if (!(await isTableEmpty(db, contactMessages))) return;
  await insertSeedRows(db, contactMessages, [
    {
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      inquiryType: 'subscription',
      subject: 'Upgrading to professional',
      message: 'Hi, what does the professional tier add over individual? Do you offer annual billing?',
      submittedAt: ago(0.2),
    },
    {
      name: 'Tom Becker',
      email: 'tom.becker@example.com',
      inquiryType: 'support',
      subject: 'Cannot see equities signals',
      message: 'My account is approved but the equities page still shows locks.',
      status: 'in-progress',
      submittedAt: ago(1.5),
    },
    {
      name: 'Quant Partners',
      email: 'hello@quant-partners.example.com',
      inquiryType: 'partnership',
      subject: 'Data partnership',
      message: 'We would like to discuss licensing your futures signals for our newsletter.',
      status: 'responded',
      respondedAt: ago(2),
      submittedAt: ago(3),
    },
    {
      // A pasted link is one long unbroken word: the detail dialog must wrap it and keep Reply visible.
      name: 'Ravi Shah',
      email: 'ravi.shah@example.com',
      inquiryType: 'support',
      subject: 'Link in the weekly mail does not open',
      message: `This link from your weekly mail gives me an error:\nhttps://trendlab.example/redirect?target=${'A1b2C3d4E5'.repeat(30)}`,
      submittedAt: ago(4),
    },
  ]);
}

async function seedNewsletter(db: Db, ago: DaysAgo): Promise<void> {
  if (!(await isTableEmpty(db, newsletterSubscribers))) return;
  await insertSeedRows(db, newsletterSubscribers, [
    {
      email: 'reader.one@example.com',
      firstName: 'Rita',
      lastName: 'Reader',
      status: 'active',
      source: 'website',
      subscribedAt: ago(40),
      confirmedAt: ago(40),
      emailsSent: 6,
      tags: ['futures'],
    },
    {
      email: 'reader.two@example.com',
      firstName: 'Sam',
      status: 'pending',
      source: 'website',
      subscribedAt: ago(1),
      emailsSent: 0,
      tags: [],
    },
    {
      email: 'gone@example.com',
      status: 'unsubscribed',
      source: 'landing',
      subscribedAt: ago(90),
      emailsSent: 11,
      tags: ['equities', 'crypto'],
      notes: 'Left after the summer, asked for fewer mails',
    },
    {
      email: 'bounce@example.com',
      status: 'bounced',
      source: 'admin',
      subscribedAt: ago(60),
      emailsSent: 2,
      tags: [],
    },
  ]);
}

async function seedGameResults(db: Db, ago: DaysAgo): Promise<void> {
  if (!(await isTableEmpty(db, gameResults))) return;
  const games: Array<[string | null, string, string, number, number, number]> = [
    ['wizard@example.com', 'NVDA', 'NVIDIA Corp.', 64250, 68.2, 14],
    ['trader@example.com', 'XOM', 'Exxon Mobil', 12890.5, 55.0, 9],
    [null, 'KO', 'Coca-Cola', -3400, 33.3, 6],
    ['learner@example.com', 'IBM', 'IBM', 2100, 50.0, 4],
  ];
  await insertSeedRows(
    db,
    gameResults,
    games.map(([email, symbol, name, pnl, win, trades], i) => ({
      playerId: `demo-${i}`,
      playerEmail: email,
      stockSymbol: symbol,
      stockName: name,
      totalPnl: pnl.toFixed(2),
      finalBalance: (100_000 + pnl).toFixed(2),
      winRate: win.toFixed(2),
      totalTrades: trades,
      performanceMetrics: {
        bestTrade: Math.max(0, pnl / 2),
        worstTrade: -Math.abs(pnl / 5),
        maxDrawdown: 3 + i,
      },
      completedAt: ago(i * 2 + 0.5),
    })),
  );
}
