import { Badge } from '@/client/components/ui/badge';
import { publishedAtOf, todayUtc } from '@/core/schemas/admin-videos';
import { weeklyThoughtInputSchema, weeklyThoughtInputSchemaAt } from '@/core/schemas/admin-dashboard-content';
import type { WeeklyThought, WeeklyThoughtInput } from '@/core/schemas/admin-dashboard-content';
import { thoughtWrites, useWeeklyThoughts } from '../api/dashboard-content';
import { formatDay } from '@/client/lib/admin-format';
import { RowActions } from '@/client/components/admin/row-actions';
import type { ContentFormSpec, Draft, FieldSpec } from './content-form-dialog';
import { ContentSection, listState } from './content-section';
import { useContentEditor } from './use-content-editor';

const FIELDS: FieldSpec[] = [
  { key: 'week', label: 'Week', required: true, placeholder: 'Week of November 16, 2026' },
  { key: 'publishedDay', label: 'Published Date (10:00 UTC)', required: true, kind: 'date' },
  { key: 'quote', label: 'Quote', required: true, wide: true },
  { key: 'content', label: 'Content', required: true, kind: 'textarea' },
];

const FORM: ContentFormSpec<typeof weeklyThoughtInputSchema> = {
  idPrefix: 'thought',
  noun: 'Thought',
  description:
    "A short quote and the week's comment, shown under Weekly Thoughts on the dashboard from its published date on.",
  fields: FIELDS,
  schema: weeklyThoughtInputSchema,
  schemaAt: weeklyThoughtInputSchemaAt,
  toInput: ({ values: { publishedDay, week, quote, content }, isActive }) => ({
    week,
    quote,
    content,
    isActive,
    publishedAt: publishedDay ? publishedAtOf(publishedDay) : '',
  }),
  rename: { publishedAt: 'publishedDay' },
};

const draftOf = (t?: WeeklyThought): Draft => ({
  values: t
    ? { week: t.week, publishedDay: t.publishedAt.slice(0, 10), quote: t.quote, content: t.content }
    : { week: '', publishedDay: todayUtc(new Date()), quote: '', content: '' },
  isActive: t?.isActive ?? true,
});

/** Weekly Thoughts of the futures dashboard: the three newest active ones are shown there. */
export function ThoughtsSection() {
  const list = useWeeklyThoughts();
  const editor = useContentEditor<WeeklyThought, WeeklyThoughtInput>(thoughtWrites, draftOf);
  const { deleting, openForm } = editor;

  return (
    <ContentSection
      spec={FORM}
      editor={editor}
      deleteQuestion={`Are you sure you want to delete the thought of ${deleting?.week ?? 'this week'}? To hide it for now, edit it and switch Active off.`}
      id="thoughts"
      title="Weekly Thoughts"
      description="The dashboard shows the three newest active thoughts, newest first."
      state={listState(list, {
        loading: 'Loading thoughts...',
        error: 'Failed to fetch weekly thoughts',
        empty: 'No weekly thoughts yet',
      })}
    >
      <ul className="divide-y rounded-md border" aria-label="Weekly thoughts">
        {list.data?.map((t) => (
          <li key={t.id} className="flex gap-3 p-3" data-testid="thought-row">
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span className="font-medium uppercase tracking-wide">{t.week}</span>
                <span>Published {formatDay(t.publishedAt)}</span>
                {t.isActive ? null : <Badge variant="grey">Inactive</Badge>}
                {t.publishedAt.slice(0, 10) > todayUtc(new Date()) ? (
                  <Badge variant="blue">Scheduled: shown from {formatDay(t.publishedAt)}</Badge>
                ) : null}
              </div>
              <p className="break-words italic text-primary">{t.quote}</p>
              <p className="line-clamp-2 break-words text-sm text-muted-foreground">{t.content}</p>
            </div>
            <RowActions label={t.week} onEdit={() => openForm(t)} onDelete={() => editor.askDelete(t)} />
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
