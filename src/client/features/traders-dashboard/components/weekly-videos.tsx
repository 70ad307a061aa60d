import { Lock, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TradersDashboardResponse } from '@/core/schemas/markets';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';

type Video = TradersDashboardResponse['weeklyVideos'][number];

/** Plays through youtube-nocookie (allowed by the CSP) whatever YouTube embed form was stored. */
export function privacyEmbedUrl(embedUrl: string): string {
  const m = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})/.exec(embedUrl);
  return m ? `https://www.youtube-nocookie.com/embed/${m[1]}` : embedUrl;
}

function VideoPlayer({ video }: { video: Video }) {
  return (
    <>
      <div className="aspect-video w-full overflow-hidden rounded-md bg-black">
        <iframe
          src={privacyEmbedUrl(video.embedUrl)}
          title={video.title}
          className="h-full w-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      </div>
      <div>
        <div className="font-medium">{video.title}</div>
        <div className="text-xs text-muted-foreground">
          {video.week}
          {video.duration ? ` · ${video.duration}` : ''}
        </div>
      </div>
    </>
  );
}

/** The older videos behind a toggle; picking one plays it above. */
function VideoArchive({
  videos,
  archiveSize,
  currentId,
  open,
  onToggle,
  onSelect,
}: {
  videos: Video[];
  archiveSize: number;
  currentId: number | undefined;
  open: boolean;
  onToggle: () => void;
  onSelect: (id: number) => void;
}) {
  return (
    <div>
      <Button variant="outline" size="sm" aria-expanded={open} onClick={onToggle}>
        {open ? 'Hide Archive' : `Show Archive (${archiveSize} videos)`}
      </Button>
      {open ? (
        <ul className="mt-2 divide-y rounded-md border" aria-label="Video archive">
          {videos.slice(1).map((v) => (
            <li key={v.id}>
              <button
                type="button"
                onClick={() => onSelect(v.id)}
                className={cn(
                  'flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-accent',
                  v.id === currentId && 'bg-accent',
                )}
              >
                <PlayCircle className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{v.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{v.week}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function LockedArchive({ archiveSize }: { archiveSize: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500/30 bg-amber-500/5 px-3 py-2">
      <span className="inline-flex items-center gap-2 text-sm text-amber-200">
        <Lock className="h-4 w-4" aria-hidden="true" />
        Archive ({archiveSize} videos) - Premium Required
      </span>
      <Button asChild size="sm">
        <Link to={paths.upgrade}>Upgrade</Link>
      </Button>
    </div>
  );
}

export function WeeklyVideos({
  videos,
  videoCount,
  isPremium,
}: {
  videos: Video[];
  videoCount: number;
  isPremium: boolean;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const current = videos.find((v) => v.id === selectedId) ?? videos[0];
  const archiveSize = Math.max(0, videoCount - 1);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly Video Analysis</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!current ? (
          <p className="text-sm text-muted-foreground">No weekly video yet.</p>
        ) : (
          <VideoPlayer video={current} />
        )}
        {archiveSize > 0 && isPremium ? (
          <VideoArchive
            videos={videos}
            archiveSize={archiveSize}
            currentId={current?.id}
            open={archiveOpen}
            onToggle={() => setArchiveOpen(!archiveOpen)}
            onSelect={setSelectedId}
          />
        ) : null}
        {archiveSize > 0 && !isPremium ? <LockedArchive archiveSize={archiveSize} /> : null}
      </CardContent>
    </Card>
  );
}
