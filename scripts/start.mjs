// `npm start`: build the client if needed, then run the server (migrations and demo seed run at boot).
import { spawn } from 'node:child_process';
import { buildClientIfNeeded } from './client-build.mjs';
import { printHelpIfAsked } from './cli-help.mjs';

printHelpIfAsked(`Usage: npm start

Builds the client when its sources changed, then runs the server in production mode: migrations and
the demo seed run at boot. Every setting is an environment variable (see the README's configuration table).`);

buildClientIfNeeded();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
