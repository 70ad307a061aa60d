import { pathToFileURL } from 'node:url';

/**
 * `runIfMain` for a command that waits on I/O: runs `main` when its module is the one Node was
 * started with; the exit code is main's answer, 1 with the message on a thrown error.
 */
export function runCommand(moduleUrl: string, main: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exitCode = 1;
    },
  );
}
