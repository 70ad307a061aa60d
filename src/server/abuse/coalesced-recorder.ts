import type { Logger } from 'pino';
import type { AbuseEventInput } from './abuse-event';

/** The shortest time between two writes of the same (IP, event type). */
export const COALESCE_MS = 1_000;

type Write = (e: AbuseEventInput, hits: number) => Promise<unknown>;

export interface AbuseRecorder {
  /** Counts one hit; written at once when nothing of this IP and type was written in the last second. */
  record(input: AbuseEventInput): void;
  /** Writes what is still counted (the server is closing); resolves when every write has ended. */
  close(): Promise<void>;
}

interface Slot {
  input: AbuseEventInput;
  /** Hits counted since the last write began. */
  hits: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Repeats of one event from one IP, written together. The first hit is written at once, so the
 * event shows in the back office and an alert can go out; hits that arrive while that write runs or
 * within COALESCE_MS of it are counted in memory and written as one upsert of their number. A scanner
 * asking for thousands of missing paths a second then costs one transaction a second, not one per
 * request; no hit is lost, it is only written up to a second later.
 */
export function createCoalescedRecorder(write: Write, log: Pick<Logger, 'error'>): AbuseRecorder {
  const slots = new Map<string, Slot>();
  const flushes = new Set<Promise<void>>();
  let closing = false;

  function flush(key: string, slot: Slot): void {
    slot.timer = null;
    if (slot.hits === 0) {
      slots.delete(key);
      return;
    }
    const hits = slot.hits;
    slot.hits = 0;
    const done = write(slot.input, hits)
      .catch((err: unknown) => log.error({ err, hits }, `could not record ${slot.input.eventType}`))
      .then(() => {
        flushes.delete(done);
        // The next write waits out the interval; a slot with nothing more to write is dropped then.
        if (!closing) slot.timer = setTimeout(() => flush(key, slot), COALESCE_MS).unref();
      });
    flushes.add(done);
  }

  return {
    record(input: AbuseEventInput): void {
      const key = `${input.ipAddress} ${input.eventType}`;
      const slot = slots.get(key);
      if (slot) {
        slot.hits += 1;
        slot.input = input;
        return;
      }
      const fresh: Slot = { input, hits: 1, timer: null };
      slots.set(key, fresh);
      flush(key, fresh);
    },
    async close(): Promise<void> {
      closing = true;
      await Promise.all(flushes);
      for (const [key, slot] of slots) {
        if (slot.timer) clearTimeout(slot.timer);
        flush(key, slot);
      }
      await Promise.all(flushes);
      slots.clear();
    },
  };
}
