import { describe, expect, it } from 'vitest';
import { upcomingDemoEvents } from './demo-events';

describe('upcomingDemoEvents', () => {
  // 2026-11-18 is a Wednesday; the first Friday of December 2026 is the 4th; the second Wednesday the 9th.
  const events = upcomingDemoEvents(new Date('2026-11-18T15:00:00Z'));

  it('starts today and covers four weeks', () => {
    expect(events[0].eventDate).toBe('2026-11-18');
    expect(events.every((e) => e.eventDate >= '2026-11-18' && e.eventDate < '2026-12-16')).toBe(true);
  });

  it('places nothing on a US market holiday (Thanksgiving 2026-11-26 moves to the Friday)', () => {
    expect(events.some((e) => e.eventDate === '2026-11-26')).toBe(false);
    expect(events).toContainEqual({ eventDate: '2026-11-27', event: 'Initial Jobless Claims' });
  });

  it('puts weekly releases on their weekday and monthly ones on the right week', () => {
    expect(
      events.filter((e) => e.event.startsWith('Initial Jobless Claims')).map((e) => e.eventDate),
    ).toEqual(['2026-11-19', '2026-11-27', '2026-12-03', '2026-12-10']);
    expect(events.find((e) => e.event.startsWith('Nonfarm'))?.eventDate).toBe('2026-12-04');
    expect(events.find((e) => e.event.startsWith('Consumer Price'))?.eventDate).toBe('2026-12-09');
  });
});
