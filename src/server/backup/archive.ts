import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** The files of one backup, by name. */
export type Entries = Map<string, Buffer>;

/**
 * Writes `entries` as a gzipped tar to `file`, readable by its owner only (it holds keys). Written to
 * a temporary name first: a backup cut short never leaves a half file under the real name.
 */
export async function writeArchive(file: string, entries: Entries): Promise<void> {
  const pack = tar.pack();
  for (const [name, data] of entries) pack.entry({ name, size: data.length, mode: 0o600 }, data);
  pack.finalize();
  const tmp = `${file}.partial`;
  try {
    await pipeline(pack, createGzip(), createWriteStream(tmp, { mode: 0o600 }));
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** Reads every file of a gzipped tar written by `writeArchive`. */
export async function readArchive(file: string): Promise<Entries> {
  const extract = tar.extract();
  const entries: Entries = new Map();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return entries;
}
