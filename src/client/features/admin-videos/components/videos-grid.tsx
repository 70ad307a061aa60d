import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { WeeklyVideo } from '@/core/schemas/admin-videos';
import { useAllWeeklyVideos, useDeactivateVideo } from '../api/weekly-videos';
import { formatDateTime, formatDay } from '@/client/lib/admin-format';
import { isScheduled, useNowUntilNext } from '../lib/schedule';
import { VideoFormDialog } from './video-form-dialog';

/**
 * Grid of video cards with an embedded preview, Add Video / Add First Video (spec §2). A video dated
 * later than now is marked 'Scheduled' with its time: members see it from then on, by itself.
 */
export function VideosGrid() {
  const videos = useAllWeeklyVideos();
  const now = useNowUntilNext(videos.data?.map((v) => v.publishedAt) ?? []);
  const deactivate = useDeactivateVideo();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<WeeklyVideo | undefined>();
  const openForm = (v?: WeeklyVideo) => {
    setEditing(v);
    setOpen(true);
  };

  let body: React.ReactNode;
  if (videos.isLoading) body = <p className="py-8 text-center text-muted-foreground">Loading...</p>;
  else if (videos.isError)
    body = (
      <p role="alert" className="py-8 text-center text-red-400">
        Failed to fetch videos
      </p>
    );
  else if (!videos.data?.length) {
    body = (
      <Card>
        <CardContent className="space-y-4 py-10 text-center">
          <p className="text-muted-foreground">No videos yet</p>
          <Button onClick={() => openForm()}>
            <Plus aria-hidden="true" /> Add First Video
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {videos.data.map((v) => (
          <VideoCard
            key={v.id}
            video={v}
            scheduled={isScheduled(v.publishedAt, now)}
            onEdit={() => openForm(v)}
            deactivating={deactivate.isPending}
            onDeactivate={() => deactivate.mutate(v.id)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => openForm()}>
          <Plus aria-hidden="true" /> Add Video
        </Button>
      </div>
      {body}
      <VideoFormDialog open={open} onOpenChange={setOpen} video={editing} />
    </div>
  );
}

/** One video: its preview, sort order, state badges and actions. */
function VideoCard({
  video: v,
  scheduled,
  onEdit,
  deactivating,
  onDeactivate,
}: {
  video: WeeklyVideo;
  scheduled: boolean;
  onEdit: () => void;
  deactivating: boolean;
  onDeactivate: () => void;
}) {
  return (
    <Card data-testid="video-card" className={v.isActive ? undefined : 'opacity-70'}>
      <div className="aspect-video w-full overflow-hidden rounded-t-lg bg-black">
        <iframe
          src={v.embedUrl}
          title={v.title}
          loading="lazy"
          className="h-full w-full"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </div>
      <CardHeader className="space-y-1 pb-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">#{v.sortOrder}</Badge>
          {v.isActive ? null : <Badge variant="grey">Inactive</Badge>}
          {scheduled ? <Badge variant="blue">Scheduled: {formatDateTime(v.publishedAt)} UTC</Badge> : null}
          <span className="text-xs text-muted-foreground">{v.week}</span>
        </div>
        <CardTitle className="text-base leading-snug">{v.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-xs text-muted-foreground">
          {scheduled ? 'Hidden from members until then' : `Published ${formatDay(v.publishedAt)}`}
          {v.duration ? ` · ${v.duration}` : ''}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          {v.isActive ? (
            <Button size="sm" variant="ghost" disabled={deactivating} onClick={onDeactivate}>
              <Trash2 className="text-red-400" aria-hidden="true" /> Deactivate
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
