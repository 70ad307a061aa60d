import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeeklyVideo } from '@/core/schemas/admin-videos';
import { fakeApi } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { VideosGrid } from './videos-grid';

const NOW = new Date('2026-11-18T15:00:00.000Z');
const video = (id: number, title: string, publishedAt: string): WeeklyVideo => ({
  id,
  videoId: 'dQw4w9WgXcQ',
  week: `Week ${id}`,
  title,
  description: null,
  embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  thumbnailUrl: null,
  duration: '12:00',
  publishedAt,
  linkedinPostUrl: null,
  isActive: true,
  sortOrder: 1,
});

const cardOf = async (title: string) => {
  const heading = await screen.findByText(title);
  return within(heading.closest('[data-testid="video-card"]') as HTMLElement);
};

describe("VideosGrid: a video dated later is marked 'Scheduled'", () => {
  // Only the clock and the timers the grid sets are faked; they still run with real time.
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with its date and time (UTC) and why members do not see it; a published one is not', async () => {
    fakeApi({
      'GET /api/admin/weekly-videos': {
        body: [
          video(2, 'Next week', '2026-11-23T10:00:00.000Z'),
          video(1, 'Last week', '2026-11-16T10:00:00.000Z'),
        ],
      },
    });
    renderApp(<VideosGrid />);
    const next = await cardOf('Next week');
    expect(next.getByText('Scheduled: Nov 23, 2026, 10:00 UTC')).toBeTruthy();
    expect(next.getByText('Hidden from members until then · 12:00')).toBeTruthy();
    const last = await cardOf('Last week');
    expect(last.queryByText(/Scheduled/)).toBeNull();
    expect(last.getByText('Published Nov 16, 2026 · 12:00')).toBeTruthy();
  });

  it('loses the mark by itself at its publish time, as members then see it', async () => {
    fakeApi({ 'GET /api/admin/weekly-videos': { body: [video(3, 'Soon', '2026-11-18T15:01:00.000Z')] } });
    renderApp(<VideosGrid />);
    const soon = await cardOf('Soon');
    expect(soon.getByText('Scheduled: Nov 18, 2026, 15:01 UTC')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(soon.queryByText(/Scheduled/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(soon.queryByText(/Scheduled/)).toBeNull();
    expect(soon.getByText('Published Nov 18, 2026 · 12:00')).toBeTruthy();
  });
});
