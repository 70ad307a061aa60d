import { BarChart3, Clock3, Lock, PieChart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

const ANALYTICS_TILES = [
  { title: 'Performance Charts', icon: BarChart3 },
  { title: 'YTD Attribution', icon: PieChart },
  { title: 'Duration & Rank', icon: Clock3 },
];

/** The premium teaser (spec 02 §6): three locked tiles for everyone but premium (who get the track record). */
export function PerformanceAnalyticsTeaser() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {ANALYTICS_TILES.map(({ title, icon: Icon }) => (
        <div
          key={title}
          className="flex flex-col items-center gap-2 rounded-lg border bg-card p-5 text-center"
          data-testid="analytics-tile"
        >
          <Icon className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <div className="font-medium">{title}</div>
          <Lock className="h-4 w-4 text-muted-foreground" aria-label="Locked - premium only" />
          <Button asChild size="sm">
            <Link to={paths.upgrade}>Upgrade to View</Link>
          </Button>
        </div>
      ))}
    </div>
  );
}
