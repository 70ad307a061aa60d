import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import SonicBoom from 'sonic-boom';
import type { Config } from '../config';

/** Where log lines go; passed in so tests can stand in a terminal. */
export type LogTarget = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * Lines for people on a terminal, JSON for machines (docker logs, journald, a log shipper):
 * LOG_FORMAT says which, and unset it follows whether stdout is a terminal. Both are written
 * synchronously: JSON lines once per event-loop turn, pretty ones one by one.
 */
export function logDestination(
  config: Pick<Config, 'LOG_FORMAT'>,
  stdout: LogTarget = process.stdout,
): DestinationStream {
  const format = config.LOG_FORMAT ?? (stdout.isTTY ? 'pretty' : 'json');
  if (format === 'json') return stdout === process.stdout ? (stdoutLines ??= linesPerTurn()) : stdout;
  return pretty({
    destination: stdout,
    sync: true,
    colorize: Boolean(stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

/** One per process, however many loggers it makes: one stdout, one exit hook. */
let stdoutLines: DestinationStream | undefined;

/**
 * The most bytes one write to a pipe may carry and still arrive whole: with WEB_CONCURRENCY above 1
 * the processes share stdout, and a longer write can interleave with another process's lines.
 */
const PIPE_BUF = 4096;

/**
 * JSON lines to stdout, written together at the end of the event-loop turn that logged them: one
 * write a turn instead of one a line (a busy server logs dozens of access lines a turn, and each
 * write is a system call and a wake-up of whatever reads the pipe). No line waits longer than its
 * turn, and the last ones are written when the process exits, whatever its exit code. sonic-boom
 * (pino's own writer) does the write: partial writes, and a full non-blocking pipe (decision 0076).
 */
function linesPerTurn(): DestinationStream {
  const out = new SonicBoom({ fd: 1, sync: true });
  let batch = '';
  let bytes = 0;
  let scheduled = false;
  const writeBatch = () => {
    if (!batch) return;
    out.write(batch);
    batch = '';
    bytes = 0;
  };
  const endOfTurn = () => {
    scheduled = false;
    writeBatch();
  };
  process.on('exit', writeBatch);
  return {
    write(line: string) {
      const size = Buffer.byteLength(line);
      if (bytes + size > PIPE_BUF) writeBatch();
      batch += line;
      bytes += size;
      if (scheduled) return;
      scheduled = true;
      setImmediate(endOfTurn);
    },
  };
}
