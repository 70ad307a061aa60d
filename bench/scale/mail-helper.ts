/**
 * The second server process of the fan-out bench: the whole app on the same PostgreSQL
 * database and SMTP sink, doing nothing but what every process does: hear MAIL_QUEUED_TOPIC on the
 * invalidation channel and help send the queued alert mails. IPC: 'ready' once built; answers
 * 'report' with how many mails it sent; 'stop' closes it.
 */
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';

const url = process.env.DATABASE_URL!;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SCHEDULER: 'off',
  DATABASE_URL: url,
  SMTP_URL: process.env.SMTP_URL!,
  SIGNING_SECRET: process.env.SIGNING_SECRET!,
});
const database = await openDatabase({ url });
const app = await buildApp({ config, database, logger: false, serveClient: false });
await app.ready();
let sent = 0;
const mailer = app.deps.mailer;
const deliver = mailer.deliverQueued.bind(mailer);
// A call during a running drain returns that drain's promise: count each drain once.
const seen = new WeakSet<Promise<number>>();
mailer.deliverQueued = () => {
  const p = deliver();
  if (!seen.has(p)) {
    seen.add(p);
    void p.then(
      (n) => (sent += n),
      () => undefined,
    );
  }
  return p;
};
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
process.on('message', (m) => {
  if (m === 'report') process.send!({ sent });
  else if (m === 'stop')
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
});
process.send!('ready');
