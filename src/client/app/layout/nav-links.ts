import { paths } from '@/client/config/paths';

export interface NavItem {
  label: string;
  to: string;
  signedInOnly?: boolean;
}

/** Desktop links in spec order (01 §2): Quiz, Signals, (signed in) Futures, Equities, Cryptos, then the strategy Lab, Learn, Pricing, then Game (docs/features/trading-game.md). */
export const MAIN_LINKS: NavItem[] = [
  { label: 'Quiz', to: paths.quiz },
  { label: 'Signals', to: paths.signals },
  { label: 'Futures', to: paths.futures, signedInOnly: true },
  { label: 'Equities', to: paths.equities, signedInOnly: true },
  { label: 'Cryptos', to: paths.cryptos, signedInOnly: true },
  { label: 'Lab', to: paths.lab, signedInOnly: true },
  { label: 'Learn', to: paths.learn },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Game', to: paths.tradingGame },
];

export function visibleLinks(items: NavItem[], signedIn: boolean): NavItem[] {
  return items.filter((i) => !i.signedInOnly || signedIn);
}

/** Hash links (/#learn) are active only on that hash; others by path. */
export function isActive(item: NavItem, pathname: string, hash: string): boolean {
  const [path, anchor] = item.to.split('#');
  if (anchor !== undefined) return pathname === path && hash === `#${anchor}`;
  return pathname === item.to;
}
