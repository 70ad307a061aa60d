import { Bell, Radar, Scale } from 'lucide-react';
import { LandingSection } from './section';

const STEPS = [
  {
    icon: Radar,
    title: 'Markets are scanned',
    text: '30 US futures every minute in the session, the top 50 S&P 500 stocks at 7:00 PM CT, the top 30 cryptos every 15 minutes around the clock.',
  },
  {
    icon: Scale,
    title: 'Simple rules decide',
    text: 'A close above the 40-day high goes long, below the 40-day low goes short. A 20-day breakout the other way closes the trade. No forecasts, no opinions.',
  },
  {
    icon: Bell,
    title: 'You learn, track, compare',
    text: 'See every position, its entry, stop and open profit. Compare the rules with your own decisions and keep what works for you.',
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      eyebrow="How it works"
      title="Rules you can read, results you can check"
      intro="The same engine runs on every market, and you can backtest it on your own data."
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <div className="flex items-center gap-3">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary/15 text-sm font-bold text-primary">
                {i + 1}
              </span>
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
