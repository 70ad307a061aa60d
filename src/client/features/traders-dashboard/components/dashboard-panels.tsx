import { CalendarDays, Quote } from 'lucide-react';
import { isHolidayLine } from '@/core/markets/us-market-holidays';
import type { TradersDashboardResponse } from '@/core/schemas/markets';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { StatCard } from '@/client/components/ui/stat-card';
import { delayedAsOf } from '@/client/lib/delayed';

type Data = TradersDashboardResponse;

export function TradingActivity({ data }: { data: Data }) {
  const asOf = data.positionsAsOf;
  return (
    <section aria-labelledby="activity-title" className="space-y-2">
      <h2 id="activity-title" className="text-lg font-semibold">
        Trading Activity
      </h2>
      {/* Free is delayed: the counters are those of the grid's newest unlocked day. */}
      {asOf ? (
        <p className="text-xs text-amber-300" data-testid="activity-delayed">
          {delayedAsOf(asOf)} - live with premium
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label={asOf ? 'Trades That Day' : 'Trades Today'} value={data.todayTrades} />
        <StatCard label="Long Positions" value={data.positions.long} valueClassName="text-green-400" />
        <StatCard label="Short Positions" value={data.positions.short} valueClassName="text-red-400" />
        <StatCard label="Flat Positions" value={data.positions.flat} valueClassName="text-muted-foreground" />
      </div>
    </section>
  );
}

function formatEventDate(day: string): string {
  const d = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function UpcomingEvents({ events }: { events: Data['calendarEvents'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="h-5 w-5 text-primary" aria-hidden="true" /> Upcoming Events
        </CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming events.</p>
        ) : (
          <ul className="space-y-2" aria-label="Upcoming events">
            {events.map((e) => {
              // The server lists each US market holiday as a line of its own; it is marked closed.
              const closed = isHolidayLine(e);
              return (
                <li
                  key={`${e.date}-${e.event}`}
                  className="flex gap-3 text-sm"
                  data-holiday={closed ? 'true' : undefined}
                >
                  <span className={`w-24 shrink-0 font-medium ${closed ? 'text-red-400' : 'text-primary'}`}>
                    {formatEventDate(e.date)}
                  </span>
                  <span className={`min-w-0 ${closed ? 'text-muted-foreground' : ''}`}>
                    {closed ? (
                      <Badge variant="red" className="mr-2">
                        Market closed
                      </Badge>
                    ) : null}
                    {e.event}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function ActiveMarkets({ markets }: { markets: Data['activeMarkets'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active Markets</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {markets.length === 0 ? (
          <p className="text-sm font-medium">No Active Markets &gt; 1.2 N</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Active markets">
            {markets.map((m) => (
              <li key={m.symbol} className="rounded-md border px-2.5 py-1 text-sm">
                <span className="font-mono font-semibold">{m.symbol}</span>{' '}
                <span className="text-amber-300">{m.atrMultiple.toFixed(2)} N</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">
          Markets whose range today is more than 1.2 N; the range is a multiple of the 20-day ATR (N).
        </p>
      </CardContent>
    </Card>
  );
}

export function WeeklyThoughts({ thoughts }: { thoughts: Data['weeklyThoughts'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly Thoughts</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {thoughts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No weekly thoughts yet.</p>
        ) : null}
        {thoughts.map((t) => (
          <article key={t.week} className="space-y-1">
            <div className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t.week}</div>
            <blockquote className="flex gap-2 italic text-primary">
              <Quote className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t.quote}
            </blockquote>
            <p className="text-sm">{t.content}</p>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
