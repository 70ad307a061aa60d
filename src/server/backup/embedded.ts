import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { readArchive, writeArchive } from './archive';
import type { Entries } from './archive';
import { CONTROL_SOCKET, answers, fetchDump, servingPid } from './control-socket';
import { KEYS, keyFiles } from './keys';

const MANIFEST = 'trendlab-backup.json';
const DATABASE_ENTRY = 'pglite.tar';
const FORMAT = 'trendlab-embedded-backup';

/** Where the embedded database lives inside DATA_DIR (src/server/main.ts opens the same place). */
export const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');

/**
 * A consistent copy of an open PGlite database. PGlite runs one statement at a time, and the dump
 * waits for the statement in flight: it is taken between two statements, after a CHECKPOINT, so it
 * holds every committed transaction; one still open is rolled back at restore, as after a power cut.
 */
export async function dumpDatabase(database: Database): Promise<Blob> {
  if (!database.dumpImage) throw new Error('only the embedded database dumps its data folder');
  await database.exec('CHECKPOINT');
  return database.dumpImage();
}

/**
 * `npm run backup` on the embedded database: the running server dumps it through its control
 * socket; with no server running, the data folder is opened here. The key files of DATA_DIR go in too.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ included: string[] }> {
  const running = await answers(resolve(dataDir, CONTROL_SOCKET));
  let dump: Buffer;
  if (running) dump = await fetchDump(dataDir);
  else {
    const pid = servingPid(dataDir);
    if (pid !== null)
      throw new Error(
        `A server (pid ${pid}) holds ${dataDir} without a control socket: stop it to back up (if none runs, delete its server.pid)`,
      );
    if (!existsSync(resolve(pgliteDir(dataDir), 'PG_VERSION')))
      throw new Error(`No embedded database in ${pgliteDir(dataDir)} (is DATA_DIR right?)`);
    const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
    try {
      dump = Buffer.from(await (await dumpDatabase(database)).arrayBuffer());
    } finally {
      await database.close();
    }
  }
  const keys = keyFiles(dataDir);
  const manifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    keys: [...keys.keys()],
  };
  const entries: Entries = new Map([
    [MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2))],
    [DATABASE_ENTRY, dump],
    ...keys,
  ]);
  await writeArchive(file, entries);
  return { included: [DATABASE_ENTRY, ...keys.keys()] };
}

/** `npm run restore` into an embedded data folder, which must be empty or not exist yet. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<{ restored: string[] }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into a new, empty DATA_DIR (nothing is overwritten)`);
  const entries = await readArchive(file);
  const manifest = JSON.parse(entries.get(MANIFEST)?.toString() ?? '{}') as { format?: string };
  const image = entries.get(DATABASE_ENTRY);
  if (manifest.format !== FORMAT || !image) throw new Error(`${file} is not an embedded TrendLab backup`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const k of KEYS) {
    const data = entries.get(k.file);
    if (!data) continue;
    const path = resolve(dataDir, k.file);
    writeFileSync(path, data, { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  }
  // PGlite unpacks the image into the new folder; a query proves it opens.
  const database = await openDatabase({
    dataDir: pgliteDir(dataDir),
    pgliteImage: new Blob([new Uint8Array(image)]),
  });
  try {
    await database.query('SELECT count(*) FROM users');
  } finally {
    await database.close();
  }
  return { restored: [DATABASE_ENTRY, ...KEYS.map((k) => k.file).filter((f) => entries.has(f))] };
}
