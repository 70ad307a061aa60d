import { pathToFileURL } from 'node:url';

/**
 * Runs a command-line tool's `main` when its module is the one Node was started with (not when a
 * test imports it): the exit code is main's answer, 2 with the message on a thrown error.
 */
export function runIfMain(moduleUrl: string, main: (args: string[]) => number): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exitCode = 2;
  }
}
