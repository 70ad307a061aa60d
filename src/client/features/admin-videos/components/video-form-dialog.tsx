import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import {
  embedUrlOf,
  sortOrderOf,
  thumbnailUrlOf,
  todayUtc,
  weeklyVideoInputSchemaAt,
  youTubeIdOf,
} from '@/core/schemas/admin-videos';
import type { WeeklyVideo } from '@/core/schemas/admin-videos';
import { ApiError } from '@/client/lib/api';
import { draftResolver } from '@/client/lib/draft-resolver';
import { useCreateVideo, useUpdateVideo } from '../api/weekly-videos';
import { publishedAtFor, publishedDayOf } from '../lib/published-at';
import { ControlledSwitch, FormFooter } from '@/client/components/admin/form-parts';
import { DialogFrame } from '@/client/components/admin/dialog-frame';

type TextKey =
  | 'videoId'
  | 'week'
  | 'title'
  | 'description'
  | 'embedUrl'
  | 'thumbnailUrl'
  | 'duration'
  | 'linkedinPostUrl'
  | 'publishedDay'
  | 'sortOrder';
type Draft = Record<TextKey, string> & { isActive: boolean };

const empty = (): Draft => ({
  videoId: '',
  week: '',
  title: '',
  description: '',
  embedUrl: '',
  thumbnailUrl: '',
  duration: '',
  linkedinPostUrl: '',
  publishedDay: todayUtc(new Date()),
  sortOrder: '1',
  isActive: true,
});

const fromVideo = (v: WeeklyVideo): Draft => ({
  videoId: v.videoId,
  week: v.week,
  title: v.title,
  description: v.description ?? '',
  embedUrl: v.embedUrl,
  thumbnailUrl: v.thumbnailUrl ?? '',
  duration: v.duration ?? '',
  linkedinPostUrl: v.linkedinPostUrl ?? '',
  publishedDay: publishedDayOf(v.publishedAt),
  sortOrder: String(v.sortOrder),
  isActive: v.isActive,
});

/** A pasted watch / shorts / youtu.be / embed link fills id, embed URL and (if empty) the thumbnail (spec §5). */
function withLink(d: Draft, text: string, field: 'videoId' | 'embedUrl'): Draft {
  const id = youTubeIdOf(text);
  if (!id) return { ...d, [field]: text };
  return { ...d, videoId: id, embedUrl: embedUrlOf(id), thumbnailUrl: d.thumbnailUrl || thumbnailUrlOf(id) };
}

const LINKED = ['videoId', 'embedUrl', 'thumbnailUrl'] as const;

/** The video's fields from the draft; `publishedAt` is the edited video's, kept while its day is. */
const toInput = ({ publishedDay, sortOrder, ...rest }: Draft, publishedAt?: string) => ({
  ...rest,
  publishedAt: publishedAtFor(publishedDay, publishedAt),
  sortOrder: sortOrderOf(sortOrder),
});
const fieldOf = (k: string) => (k === 'publishedAt' ? 'publishedDay' : k);
/**
 * The schema the server applies, its messages under the fields (publishedAt under the date); the
 * published date's window (2000-01-01 to one year ahead) is taken at each check's today.
 */
const RESOLVER: Resolver<Draft> = (draft, context, options) =>
  draftResolver(weeklyVideoInputSchemaAt(new Date()), (d: Draft) => toInput(d), fieldOf)(
    draft,
    context,
    options,
  );

const FIELDS: Array<{
  key: TextKey;
  label: string;
  required?: boolean;
  type?: string;
  wide?: boolean;
  placeholder?: string;
}> = [
  {
    key: 'videoId',
    label: 'Video ID or YouTube link',
    required: true,
    wide: true,
    placeholder: 'https://www.youtube.com/watch?v=...',
  },
  { key: 'title', label: 'Title', required: true, wide: true },
  { key: 'week', label: 'Week', required: true, placeholder: 'Week of 2026-11-16' },
  { key: 'duration', label: 'Duration', placeholder: '12:30' },
  { key: 'embedUrl', label: 'Embed URL', required: true, wide: true },
  { key: 'thumbnailUrl', label: 'Thumbnail URL', wide: true },
  { key: 'publishedDay', label: 'Published Date (10:00 UTC)', required: true, type: 'date' },
  { key: 'sortOrder', label: 'Sort Order', type: 'number' },
  { key: 'linkedinPostUrl', label: 'LinkedIn Post URL', wide: true },
];

export function VideoFormDialog({
  open,
  onOpenChange,
  video,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  video?: WeeklyVideo;
}) {
  const form = useForm<Draft>({ resolver: RESOLVER, defaultValues: empty() });
  const { errors } = form.formState;
  const create = useCreateVideo();
  const update = useUpdateVideo();

  useEffect(() => {
    if (open) form.reset(video ? fromVideo(video) : empty());
  }, [open, video, form]);

  // A pasted link also fills the id, the embed URL and an empty thumbnail.
  const fill = (field: 'videoId' | 'embedUrl', text: string) => {
    const next = withLink(form.getValues(), text, field);
    for (const k of LINKED) if (next[k] !== form.getValues(k)) form.setValue(k, next[k]);
  };

  const submit = (d: Draft) => {
    const input = toInput(d, video?.publishedAt);
    const done = {
      onSuccess: () => onOpenChange(false),
      // What the server refuses comes back as issues, shown under their fields like the form's own.
      onError: (err: Error) => {
        const issues = err instanceof ApiError ? (err.body?.issues ?? []) : [];
        for (const i of issues)
          if (i.path) form.setError(fieldOf(i.path.split('.')[0]) as keyof Draft, { message: i.message });
      },
    };
    if (video) update.mutate({ id: video.id, ...input }, done);
    else create.mutate(input, done);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={video ? 'Edit Video' : 'Add Video'}
      description={
        <>Paste a YouTube watch, shorts, youtu.be or embed link to fill the id, embed URL and thumbnail.</>
      }
      className="max-w-2xl"
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className={f.wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
            <Label htmlFor={`video-${f.key}`} required={f.required}>
              {f.label}
            </Label>
            <Input
              id={`video-${f.key}`}
              type={f.type ?? 'text'}
              min={f.type === 'number' ? 1 : undefined}
              step={f.type === 'number' ? 1 : undefined}
              placeholder={f.placeholder}
              aria-invalid={Boolean(errors[f.key])}
              {...form.register(f.key, {
                onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                  f.key === 'videoId' || f.key === 'embedUrl' ? fill(f.key, e.target.value) : undefined,
              })}
            />
            <FieldError message={errors[f.key]?.message} />
          </div>
        ))}
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="video-description">Description</Label>
          <Textarea id="video-description" rows={3} {...form.register('description')} />
        </div>
        <ControlledSwitch control={form.control} name="isActive" id="video-active" label="Active" />
        <FormFooter onCancel={() => onOpenChange(false)} pending={create.isPending || update.isPending}>
          {video ? 'Update Video' : 'Create Video'}
        </FormFooter>
      </form>
    </DialogFrame>
  );
}
