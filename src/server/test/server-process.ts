import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface ServerProcess {
  /** http://127.0.0.1:<port> of the port the server bound (it was started with PORT=0). */
  base: string;
  child: ChildProcess;
  /** Everything the server printed on stdout so far. */
  stdout(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** The server's sources through tsx (tests: no build needed); `[SERVER_BUNDLE]` runs the build instead. */
export const SOURCES_ARGV = ['--import', 'tsx', 'src/server/main.ts'] as const;

/**
 * Starts the production server (`src/server/main.ts`, or what `argv` names) as a separate process on
 * a port the system picks, and resolves once it logs the port it listens on.
 */
export async function startServerProcess(
  env: Record<string, string>,
  argv: readonly string[] = SOURCES_ARGV,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, argv, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      SCHEDULER: 'off',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  const base = await new Promise<string>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
    child.stdout?.on('data', () => {
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) ok(`http://127.0.0.1:${port}`);
    });
  });
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    child.kill('SIGTERM');
    return exited;
  };
  return { base, child, stdout: () => out, stop };
}
