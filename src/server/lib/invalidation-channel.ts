import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import { addTransport, ALL_TOPICS, notifyHere } from './invalidation';
import type { Database } from '../db/client';

/** The PostgreSQL NOTIFY channel that carries invalidation topics between processes (decision 0021). */
export const INVALIDATION_CHANNEL = 'trendlab_invalidate';
// A message names its sender, so a process skips its own (it ran its listeners when it sent it).
const ORIGIN = randomUUID();
const RETRY_MS = 1000;
// A connection that died without a word (a network cut) is found by this ping within seconds.
const PING_EVERY_MS = 15_000;

export interface InvalidationChannel {
  close(): Promise<void>;
}

/**
 * On PostgreSQL: one dedicated connection LISTENs for every other process's invalidations and this
 * process's are sent with pg_notify. While that connection is down, this process might miss a topic,
 * so it drops every cache as it goes down and again once it listens again, and the session cache
 * stays off in between (`hearingEveryProcess`). PGlite has one process: nothing to open.
 */
export async function openInvalidationChannel(database: Database, log: Logger): Promise<InvalidationChannel> {
  const newClient = database.dedicatedClient;
  if (!newClient) return { close: async () => undefined };

  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, err?: Error) => {
    if (c !== client) return;
    const wasListening = listening;
    client = null;
    listening = false;
    notifyHere(ALL_TOPICS);
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (closed) return;
    if (wasListening)
      log.warn({ err: err?.message }, 'invalidation channel lost; caches dropped, reconnecting');
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const c = newClient!();
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      const payload = n.payload ?? '';
      const space = payload.indexOf(' ');
      if (n.channel !== INVALIDATION_CHANNEL || space < 0) return;
      if (payload.slice(0, space) !== ORIGIN) notifyHere(payload.slice(space + 1));
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (c !== client) return;
    listening = true;
    notifyHere(ALL_TOPICS); // anything cached before now may have missed a topic
  }

  await connect();
  const ping = setInterval(() => {
    const c = client;
    if (c && listening) c.query('SELECT 1').catch((err: Error) => lost(c, err));
  }, PING_EVERY_MS);
  ping.unref();

  const removeTransport = addTransport({
    hearing: () => listening,
    publish: (topic) =>
      database.query('SELECT pg_notify($1, $2)', [INVALIDATION_CHANNEL, `${ORIGIN} ${topic}`]).then(
        () => undefined,
        (err: Error) => log.error({ err: err.message, topic }, 'could not send an invalidation'),
      ),
  });

  return {
    close: async () => {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      removeTransport();
      const c = client;
      client = null;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}
