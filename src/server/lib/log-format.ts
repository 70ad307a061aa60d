import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/** Where log lines go; passed in so tests can stand in a terminal. */
export type LogTarget = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * Lines for people on a terminal, JSON for machines (docker logs, journald, a log shipper):
 * LOG_FORMAT says which, and unset it follows whether stdout is a terminal. Pretty lines are
 * written synchronously, like pino's own, so nothing is lost when the process exits.
 */
export function logDestination(
  config: Pick<Config, 'LOG_FORMAT'>,
  stdout: LogTarget = process.stdout,
): DestinationStream | undefined {
  const format = config.LOG_FORMAT ?? (stdout.isTTY ? 'pretty' : 'json');
  if (format === 'json') return stdout === process.stdout ? undefined : stdout; // undefined: pino's own writer
  return pretty({
    destination: stdout,
    sync: true,
    colorize: Boolean(stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}
