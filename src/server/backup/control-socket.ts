import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { resolve } from 'node:path';
import type { Logger } from 'pino';

/** The embedded server's control socket, in DATA_DIR: only the data folder's owner can reach it. */
export const CONTROL_SOCKET = 'control.sock';
export const DUMP_PATH = '/pglite-dump';
/** The serving process's id, in DATA_DIR: a second lock for when the socket cannot be made. */
export const PID_FILE = 'server.pid';

/**
 * PGlite is one process's database (decision 0001): while the server runs, nobody else may open its
 * data folder. So the running server answers `npm run backup` itself, over a Unix socket in DATA_DIR
 * (never on a network port): GET /pglite-dump gives a consistent copy of the data folder. The
 * socket's presence is also the lock the backup and restore commands check.
 */
export async function openControlSocket(o: {
  dataDir: string;
  dump: () => Promise<Blob>;
  log: Pick<Logger, 'info' | 'warn'>;
}): Promise<{ close(): Promise<void> }> {
  const path = resolve(o.dataDir, CONTROL_SOCKET);
  const pidFile = resolve(o.dataDir, PID_FILE);
  writeFileSync(pidFile, `${process.pid}\n`);
  const dropPid = async () => rmSync(pidFile, { force: true });
  // A socket left by a process that died: nobody answers on it, so it can go.
  if (existsSync(path) && !(await answers(path))) rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== DUMP_PATH) {
      res.writeHead(404).end();
      return;
    }
    o.dump().then(
      async (blob) => {
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': blob.size });
        res.end(Buffer.from(await blob.arrayBuffer()));
        o.log.info({ bytes: blob.size }, 'backup: data folder dumped through the control socket');
      },
      (err: Error) => {
        o.log.warn({ err: { message: err.message } }, 'backup: dump failed');
        res.writeHead(500).end(err.message);
      },
    );
  });
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(path, () => ok());
    });
  } catch (err) {
    // A path too long for a socket (about 100 bytes), or no Unix sockets: the site still serves.
    o.log.warn(
      { err: { message: (err as Error).message } },
      `backup: no control socket at ${path}; npm run backup needs the site stopped`,
    );
    return { close: dropPid };
  }
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => void dropPid().then(ok));
        server.closeAllConnections();
      }),
  };
}

/** Whether a server answers on the control socket at `path` (false for no file or a stale one). */
export function answers(path: string): Promise<boolean> {
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((ok) => {
    const req = request({ socketPath: path, path: '/ping', method: 'GET', timeout: 2000 }, (res) => {
      res.resume();
      ok(true);
    });
    req.on('error', () => ok(false));
    req.on('timeout', () => {
      req.destroy();
      ok(false);
    });
    req.end();
  });
}

/** Asks the running server for its dump; the whole data folder as a tar. */
export function fetchDump(dataDir: string): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const req = request({ socketPath: resolve(dataDir, CONTROL_SOCKET), path: DUMP_PATH }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) ok(body);
        else fail(new Error(`the running server could not dump its database: ${body.toString()}`));
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** The id of a live process that said it serves `dataDir`, if any. */
export function servingPid(dataDir: string): number | null {
  const file = resolve(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  try {
    process.kill(pid, 0); // signal 0: only asks whether it exists
    return pid;
  } catch {
    return null;
  }
}
