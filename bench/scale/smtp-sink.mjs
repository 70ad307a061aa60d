// A local SMTP sink in its own process (for the alert fan-out bench): accepts every mail, parses nothing,
// counts each recipient's mails so the bench can tell "every member once" from duplicates.
// IPC: sends { port } once listening; answers 'report' with { accepted, distinct, duplicates, lastAt }.
import { SMTPServer } from 'smtp-server';

const perAddress = new Map();
let accepted = 0;
let lastAt = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) {
        const a = r.address.toLowerCase();
        perAddress.set(a, (perAddress.get(a) ?? 0) + 1);
        accepted++;
      }
      lastAt = Date.now();
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (m) => {
  if (m === 'report') {
    let duplicates = 0;
    for (const n of perAddress.values()) if (n > 1) duplicates += n - 1;
    process.send({ accepted, distinct: perAddress.size, duplicates, lastAt });
  } else if (m === 'reset') {
    perAddress.clear();
    accepted = 0;
  } else if (m === 'stop') {
    server.close(() => process.exit(0));
  }
});
