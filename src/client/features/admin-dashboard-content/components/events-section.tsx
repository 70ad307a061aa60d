import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { marketHolidayOn, marketHolidaysBetween } from '@/core/markets/us-market-holidays';
import {
  dashboardEventInputSchema,
  dashboardEventInputSchemaAt,
} from '@/core/schemas/admin-dashboard-content';
import type { DashboardEvent, DashboardEventInput } from '@/core/schemas/admin-dashboard-content';
import { todayUtc } from '@/core/schemas/admin-videos';
import { eventWrites, useDashboardEvents } from '../api/dashboard-content';
import { RowActions } from '@/client/components/admin/row-actions';
import type { ContentFormSpec, Draft, FieldSpec } from './content-form-dialog';
import { ContentSection, listState } from './content-section';
import { useContentEditor } from './use-content-editor';

const FIELDS: FieldSpec[] = [
  { key: 'eventDate', label: 'Date', required: true, kind: 'date' },
  { key: 'event', label: 'Event', required: true, wide: true, placeholder: 'Consumer Price Index (CPI)' },
];

const FORM: ContentFormSpec<typeof dashboardEventInputSchema> = {
  idPrefix: 'event',
  noun: 'Event',
  description:
    'A release or report on a trading day (Monday to Friday, not a market holiday, within a year); US market holidays are listed by themselves.',
  fields: FIELDS,
  schema: dashboardEventInputSchema,
  schemaAt: dashboardEventInputSchemaAt,
  toInput: ({ values: { eventDate, event }, isActive }) => ({ eventDate, event, isActive }),
};

const draftOf = (e?: DashboardEvent): Draft => ({
  values: { eventDate: e?.eventDate ?? '', event: e?.event ?? '' },
  isActive: e?.isActive ?? true,
});

/** 'Thu, Nov 26, 2026' for a calendar day. */
export const formatEventDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The next US market holidays (60 days), which the dashboard calendar lists by itself. */
function UpcomingHolidays() {
  const today = todayUtc(new Date());
  const until = todayUtc(new Date(Date.now() + 60 * 86_400_000));
  const holidays = marketHolidaysBetween(today, until);
  return (
    <p className="text-xs text-muted-foreground" data-testid="upcoming-holidays">
      US market holidays are added to the dashboard calendar automatically and take no events
      {holidays.length
        ? `; next: ${holidays.map((h) => `${h.name} (${formatEventDay(h.date)})`).join(', ')}.`
        : '.'}
    </p>
  );
}

/** The Upcoming Events calendar of the futures dashboard. */
export function EventsSection() {
  const [past, setPast] = useState(false);
  const list = useDashboardEvents(past);
  const editor = useContentEditor<DashboardEvent, DashboardEventInput>(eventWrites, draftOf);
  const { deleting, openForm } = editor;

  return (
    <ContentSection
      spec={FORM}
      editor={editor}
      deleteQuestion={`Are you sure you want to delete ${deleting ? `'${deleting.event}' on ${formatEventDay(deleting.eventDate)}` : 'this event'}?`}
      id="events"
      title="Events Calendar"
      description="Upcoming Events on the dashboard: the next eight active events from today, with the market holidays among them."
      tools={
        <div className="space-y-2">
          <div className="flex items-center gap-3">
            <Switch id="events-past" checked={past} onCheckedChange={setPast} />
            <Label htmlFor="events-past">Show past events</Label>
          </div>
          <UpcomingHolidays />
        </div>
      }
      state={listState(list, {
        loading: 'Loading events...',
        error: 'Failed to fetch events',
        empty: past ? 'No events yet' : 'No upcoming events',
      })}
    >
      <ul className="divide-y rounded-md border" aria-label="Calendar events">
        {list.data?.map((e) => {
          const holiday = marketHolidayOn(e.eventDate);
          return (
            <li key={e.id} className="flex items-center gap-3 p-3" data-testid="event-row">
              <div className="min-w-0 flex-1 space-y-1 sm:flex sm:items-center sm:gap-4 sm:space-y-0">
                <span className="block w-36 shrink-0 text-sm font-medium text-primary">
                  {formatEventDay(e.eventDate)}
                </span>
                <span className="block min-w-0 break-words text-sm">{e.event}</span>
                <span className="flex flex-wrap gap-1">
                  {e.isActive ? null : <Badge variant="grey">Inactive</Badge>}
                  {holiday ? <Badge variant="red">Market holiday: {holiday.name}</Badge> : null}
                </span>
              </div>
              <RowActions
                label={`${e.event} on ${e.eventDate}`}
                onEdit={() => openForm(e)}
                onDelete={() => editor.askDelete(e)}
              />
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}
