// `npm start`: build the client if needed and the server (dist/server/main.js, decision 0051), then run
// the built server (migrations and demo seed run at boot).
import { spawn } from 'node:child_process';
import { stop as stopEsbuild } from 'esbuild';
import { buildClientIfNeeded } from './client-build.mjs';
import { printHelpIfAsked } from './cli-help.mjs';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS, buildServer } from './server-build.mjs';

printHelpIfAsked(`Usage: npm start

Builds the client when its sources changed and the server (dist/server/main.js), then runs the built
server in production mode: migrations and the demo seed run at boot. Every setting is an environment
variable (see the README's configuration table).`);

buildClientIfNeeded();
await buildServer();
// esbuild's service process would outlive this one for a moment after a stop: end it now.
await stopEsbuild();
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// This process stays the parent of the server: it passes SIGINT/SIGTERM on and waits for the server to
// drain and exit, then exits with its code (package.json's `exec` makes npm signal this process, not a
// shell that would die and leave the server running; docs/operations.md).
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
