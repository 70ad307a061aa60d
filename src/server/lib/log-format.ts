import pino from 'pino';
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/** Where log lines go; passed in so tests can stand in a terminal. */
export type LogTarget = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * Lines for people on a terminal, JSON for machines (docker logs, journald, a log shipper):
 * LOG_FORMAT says which, and unset it follows whether stdout is a terminal. Both are written
 * synchronously, so nothing is lost when the process exits.
 */
export function logDestination(
  config: Pick<Config, 'LOG_FORMAT'>,
  stdout: LogTarget = process.stdout,
): DestinationStream {
  const format = config.LOG_FORMAT ?? (stdout.isTTY ? 'pretty' : 'json');
  // pino's default stdout writer is asynchronous: under load it buffers lines in one growing string
  // that it measures again at each line, about 8 KB of garbage a request. One blocking write a line
  // is cheaper here and loses nothing if the process dies.
  if (format === 'json')
    return stdout === process.stdout ? pino.destination({ dest: 1, sync: true }) : stdout;
  return pretty({
    destination: stdout,
    sync: true,
    colorize: Boolean(stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}
