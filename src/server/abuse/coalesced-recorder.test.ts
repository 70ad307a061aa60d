import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, createCoalescedRecorder } from './coalesced-recorder';
import type { AbuseEventInput } from './abuse-event';

const hit = (ip: string, eventType = 'path_scanning'): AbuseEventInput => ({
  eventType,
  severity: 'medium',
  ipAddress: ip,
  endpoint: '/nope',
  timeWindow: '5 min',
  windowMs: 300_000,
  description: 'test',
});

describe('coalesced abuse recorder', () => {
  let writes: Array<{ ip: string; type: string; hits: number }>;
  let release: Array<() => void>;
  const write = (e: AbuseEventInput, hits: number) => {
    writes.push({ ip: e.ipAddress, type: e.eventType, hits });
    return new Promise<void>((ok) => release.push(ok));
  };
  const settle = async () => {
    for (const ok of release.splice(0)) ok();
    await vi.advanceTimersByTimeAsync(0);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    writes = [];
    release = [];
  });
  afterEach(() => vi.useRealTimers());

  it('writes the first hit at once and a flood in one write a second, losing none', async () => {
    const r = createCoalescedRecorder(write, { error: vi.fn() });
    r.record(hit('192.0.2.1'));
    expect(writes).toEqual([{ ip: '192.0.2.1', type: 'path_scanning', hits: 1 }]);
    for (let i = 0; i < 500; i++) r.record(hit('192.0.2.1')); // while the first write runs
    await settle();
    for (let i = 0; i < 300; i++) r.record(hit('192.0.2.1')); // within the second after it
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(writes).toEqual([
      { ip: '192.0.2.1', type: 'path_scanning', hits: 1 },
      { ip: '192.0.2.1', type: 'path_scanning', hits: 800 },
    ]);
    await settle();
    await vi.advanceTimersByTimeAsync(COALESCE_MS); // nothing more counted: no empty write
    expect(writes).toHaveLength(2);
    r.record(hit('192.0.2.1')); // a quiet IP's next hit is written at once again
    expect(writes).toHaveLength(3);
    await settle();
    await r.close();
  });

  it('keeps IPs and event types apart', async () => {
    const r = createCoalescedRecorder(write, { error: vi.fn() });
    r.record(hit('192.0.2.1'));
    r.record(hit('192.0.2.2'));
    r.record(hit('192.0.2.1', 'scanner_probe'));
    expect(writes.map((w) => `${w.ip} ${w.type} ${w.hits}`)).toEqual([
      '192.0.2.1 path_scanning 1',
      '192.0.2.2 path_scanning 1',
      '192.0.2.1 scanner_probe 1',
    ]);
    await settle();
    await r.close();
  });

  it('logs a failed write and goes on counting; close writes what is left', async () => {
    const error = vi.fn();
    let fail = true;
    const flaky = (e: AbuseEventInput, hits: number) => {
      writes.push({ ip: e.ipAddress, type: e.eventType, hits });
      return fail ? Promise.reject(new Error('database down')) : Promise.resolve();
    };
    const r = createCoalescedRecorder(flaky, { error });
    r.record(hit('192.0.2.9'));
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
    fail = false;
    r.record(hit('192.0.2.9'));
    r.record(hit('192.0.2.9'));
    await r.close(); // before the second is up
    expect(writes.map((w) => w.hits)).toEqual([1, 2]);
  });
});
