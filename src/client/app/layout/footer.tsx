import { AtSign, MessageCircle, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';

/** Placeholders without targets (spec 01 §2): rendered as text, not as dead links. */
function Placeholder({ children }: { children: React.ReactNode }) {
  return <span className="cursor-default text-slate-400">{children}</span>;
}

/** A footer entry: a link, or a placeholder when it has no target yet. */
type FooterItem = { label: string; to?: string };

const MARKET_ITEMS: FooterItem[] = [
  { label: 'Futures', to: paths.futures },
  { label: 'Equities', to: paths.equities },
  { label: 'Cryptos', to: paths.cryptos },
  { label: 'Trading Game', to: paths.tradingGame },
];

const COMPANY_ITEMS: FooterItem[] = [
  { label: 'About' },
  { label: 'Learn', to: paths.learn },
  // /contact is reachable from every page (spec 01 §2 had it as a placeholder).
  { label: 'Contact', to: paths.contact },
  { label: 'Newsletter', to: paths.newsletter },
  { label: 'Privacy' },
];

function FooterColumn({ title, items }: { title: string; items: FooterItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map(({ label, to }) => (
          <li key={label}>
            {to ? (
              <Link className="text-slate-400 hover:text-white" to={to}>
                {label}
              </Link>
            ) : (
              <Placeholder>{label}</Placeholder>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterBrand() {
  return (
    <div className="sm:col-span-2">
      <p className="text-lg font-bold text-white">TrendLab</p>
      <p className="mt-2 max-w-md text-sm text-slate-400">
        Learn to think for yourself when it comes to investing and trading your own hard-earned money. Learn,
        track, compare.
      </p>
      <div className="mt-4 flex gap-3 text-slate-400">
        <span aria-label="X (coming soon)" role="img">
          <AtSign className="h-5 w-5" aria-hidden="true" />
        </span>
        <span aria-label="LinkedIn (coming soon)" role="img">
          <Share2 className="h-5 w-5" aria-hidden="true" />
        </span>
        <span aria-label="Community (coming soon)" role="img">
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
    </div>
  );
}

function FooterLegal() {
  return (
    <div className="border-t">
      <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs sm:px-6 lg:px-8">
        <p className="font-medium text-red-400" data-testid="risk-disclaimer">
          Past performance is never an indication of future returns. Trading futures, stocks and
          cryptocurrencies is risky and you can lose more than you invest. Signals are for educational
          purposes only and are not investment advice.
        </p>
        {/* The current year (spec 01 wrote 2025, its own year); a prerendered page built in an
            earlier year is corrected on hydration without a mismatch warning. */}
        <p className="text-slate-400" suppressHydrationWarning>
          © {new Date().getFullYear()} TrendLab Signals, LLC. All rights reserved.
        </p>
      </div>
    </div>
  );
}

export function Footer() {
  // Below the first screen on most pages: its layout and paint wait until it nears the viewport (as
  // the landing's sections; Lighthouse's first layout on a phone).
  return (
    <footer className="mt-16 border-t bg-card/40 [contain-intrinsic-size:auto_640px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_320px]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-4 lg:px-8">
        <FooterBrand />
        <FooterColumn title="Markets" items={MARKET_ITEMS} />
        <FooterColumn title="Company" items={COMPANY_ITEMS} />
      </div>
      <FooterLegal />
    </footer>
  );
}
